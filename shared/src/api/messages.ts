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
  // Items (part 2 §8 toasts; §5; §9 uploader defaults)
  itemAdded: 'Item added Successfully',
  updated: 'Updated Successfully',
  allDetailsRequired: 'Please enter all details',
  uploadFailed: 'Upload failed',
  uploadProcessing: 'Processing...',
  uploadUnsupportedBrowser: 'Unrecoverable error - this browser does not permit file uploading of any kind.',
  // Password change (part 2 §5)
  passwordsDiffer: 'Please enter new password and confirm password as same',
  // HTTP (part 1 §6, §8)
  unauthorized: 'You are not authorized to perform this action',
  serverError: 'Something went wrong.Please contact {phone}',
  // Settings and users (part 2 §5, §8)
  orgGstinInvalid: 'Please enter a valid number',
  sequenceDuplicate: 'Sequence is changing',
  userAlreadyAvailable: 'User is already available.',
  inviteeAdded: 'Invitee added successfully',
  inviteeDeleted: 'Invitee deleted successfully',
  inviteePermissionsUpdated: 'Invitee permissions updated successfully',
  addressSaved: 'Address added, removed or updated successfully',
  bankSaved: 'Bank details added or updated successfully',
  organisationUpdated: 'Organization Details updated successfully',
  invoiceSequenceSaved: 'Invoice sequence number added successfully',
  settingsUpdated: 'Settings updated successfully',
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
  notMultipart: 'The upload must be sent as multipart/form-data with the file.',
  uploadIncomplete: 'The upload was cut off before the whole file arrived. Please try again.',
  malformedPath: 'The address is not valid: it has a broken %-encoding.',
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
  // Settings and users
  organisationAdded: 'Organization added successfully',
  industryInvalid: 'Please choose an industry from the list.',
  turnoverInvalid: 'Please choose a turnover from the list.',
  schemeTypeInvalid: 'Scheme type must be composite or regular.',
  fullnameRequired: 'Full name is required.',
  permissionUnknown: 'Please choose permissions from the list.',
  ownerCannotBeRemoved: "The organisation's owner cannot be removed.",
  onlyOwnerMayRemoveCa: "Only the organisation's owner can remove its CA.",
  onlyInviteesEditable: 'Only the permissions of invited users can be changed.',
  userNotInOrganisation: 'This user is not a member of the organisation.',
  ownPasswordOnly: 'You can change only your own password.',
  currentPasswordRequired: 'Current password is required.',
  currentPasswordWrong: 'Current password is incorrect.',
  passwordChanged: 'Password changed successfully.',
  imageRequired: 'Please choose an image.',
  imageTypeNotAllowed: 'Only PNG or JPG images are allowed.',
  imageNotRecognised: 'The file is not a PNG or JPG image.',
  imageTooLarge: 'The image must be at most 2 MB (2097152 bytes).',
  logoSize: 'The logo must be cropped to 200 × 80 pixels.',
  addressRequired: 'Address is required.',
  cityRequired: 'City is required.',
  tooManyAddresses: 'An organisation can have at most 50 addresses.',
  holderNameRequired: 'Account holder name is required.',
  bankNameRequired: 'Bank name is required.',
  accountNumberInvalid: 'Please enter a valid account number (9 to 18 digits).',
  ifscInvalid: 'Please enter a valid IFSC code.',
  tooManyBankAccounts: 'An organisation can have at most 10 bank accounts.',
  sequenceNumberInvalid: 'Please enter a whole number from 1 to 999999999.',
  prefixRequired: 'Prefix is required.',
  prefixTooLong: 'A prefix can have at most 10 characters.',
  customFieldNameRequired: 'Field name is required.',
  customFieldTypeInvalid: 'Please choose a field type from the list.',
  customFieldValuesRequired: 'Please enter the values of this field.',
  customFieldValuesNotAllowed: 'Values apply only to list, checkbox and radio button fields.',
  customFieldNameTaken: 'A custom field with this name already exists.',
  tooManyCustomFields: 'An organisation can have at most 50 custom fields.',
} as const;

/** Fills `{name}` placeholders, e.g. the support phone in the 500 alert. */
export function fillMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
