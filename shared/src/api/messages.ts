// The spec's user-facing messages, verbatim (spec part 1 §5 and §8, part 2 §5 and §8). The server
// sends them and the web forms show them, so they live in one place. Do not "fix" their wording or
// spelling: accountants know these strings and tests compare them exactly.
export const MESSAGES = {
  // Login (part 1 §5)
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter valid Email',
  passwordRequired: 'password is required.',
  // Invite organisation (part 1 §5)
  orgNameRequired: 'Organization name is required',
  usernameRequired: 'Username is required.',
  inviteGstinInvalid: 'Please enter a valid GSTIN.',
  // HTTP (part 1 §6, §8)
  unauthorized: 'You are not authorized to perform this action',
  serverError: 'Something went wrong.Please contact {phone}',
} as const;

/**
 * Messages of ours, for situations the spec leaves open. Worded the way the spec words its own.
 */
export const APP_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  passwordTooShort: 'Password must be at least 8 characters.',
  emailTaken: 'An account with this email already exists.',
  forbidden: 'You do not have access to this organisation.',
  notFound: 'The requested record was not found.',
  routeNotFound: 'No such API route.',
  malformedBody: 'The request body is not valid JSON.',
  genericServerError: 'Something went wrong.',
} as const;

/** Fills `{name}` placeholders, e.g. the support phone in the 500 alert. */
export function fillMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
