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
  // Client (part 1 §5)
  clientGstinInvalid: 'Please enter 15 digit GSTIN',
  companyNameRequired: 'Company Name is required',
  clientTypeRequired: 'Client type is required',
  stateRequired: 'State is required',
  locationCityRequired: 'Location city is required',
  locationAddressRequired: 'Location address is required',
  contactEmailInvalid: 'Please enter valid email',
  phoneInvalid: 'Please enter valid phone number',
  // Success texts (part 1 §8)
  clientAdded: 'Client added successfully',
  clientUpdated: 'Client Updated successfully',
  deleted: 'Deleted successfully',
  invitationSent: 'Organization invitation sent successfully.',
  accessRequestSent: 'Request send successfully to the organization.',
  // Password change (part 2 §5)
  passwordsDiffer: 'Please enter new password and confirm password as same',
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
  noPermission: 'You do not have permission to do this. Ask the organisation owner.',
  notFound: 'The requested record was not found.',
  routeNotFound: 'No such API route.',
  malformedBody: 'The request body is not valid JSON.',
  genericServerError: 'Something went wrong.',
  gstinChecksum: 'Please enter a valid GSTIN.',
  clientGstinTaken: 'A client with this GSTIN already exists in this organisation.',
  stateMismatch: "State does not match the GSTIN's state code.",
  pincodeInvalid: 'Please enter valid pincode',
  versionConflict: 'This record was changed by someone else. Reload it and try again.',
  organisationGstinTaken: 'An organisation with this GSTIN already uses Bahi. Request access to it instead.',
  userExists: 'A user with this email already exists.',
  onlyCaMayInvite: 'Only a CA can invite or request access to an organisation.',
  noOrganisationWithGstin: 'No organisation with this GSTIN uses Bahi yet. Invite it instead.',
  alreadyHasAccess: 'You already have access to this organisation.',
  requestAlreadyPending: 'A request to this organisation is already waiting for its answer.',
  onlyOwnerMayAnswer: "Only the organisation's owner can answer access requests.",
  requestAccepted: 'Access granted.',
  requestDeclined: 'Request declined.',
  invitationInvalid: 'This invitation link is not valid or has already been used.',
  passwordSet: 'Your password is set. Sign in to continue.',
} as const;

/** Fills `{name}` placeholders, e.g. the support phone in the 500 alert. */
export function fillMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
