// The first part of the SWR key of the user's own permissions (use-org-permission.ts), apart so the
// API client can ask for them afresh after a refusal without importing the hook that calls it.
export const OWN_PERMISSIONS_KEY = 'ownPermissions';
