// The session lives in cookies, as the spec asks: the token, the user id and the working
// organisation's id (spec part 1 §6). The user's type and display name ride along so pages can
// decide where "home" is without another call.
const COOKIE_NAMES = { token: 'bahi_token', userId: 'bahi_user', orgId: 'bahi_org', userType: 'bahi_user_type' } as const;
type SessionKey = keyof typeof COOKIE_NAMES;

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

function writeCookie(name: string, value: string | null): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === null
      ? `${name}=; Path=/; Max-Age=0; SameSite=Strict${secure}`
      : `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Strict${secure}`;
}

/**
 * The working organisation of this tab. The cookie is shared by every tab, so a reload would take
 * a tab to whichever organisation another tab opened last (walk 33F L5); each tab keeps its own in
 * sessionStorage (one per tab, kept across reloads and pages), and the cookie is where a new tab starts.
 */
const TAB_ORG_KEY = 'bahi_tab_org';

export const session = {
  get: (key: SessionKey) => readCookie(COOKIE_NAMES[key]),
  set: (key: SessionKey, value: string | null) => writeCookie(COOKIE_NAMES[key], value),
  clear: () => {
    Object.values(COOKIE_NAMES).forEach((name) => writeCookie(name, null));
    sessionStorage.removeItem(TAB_ORG_KEY);
  },
  /** Makes an organisation the working one, of this tab and of the tabs opened next. */
  setWorkingOrg: (orgId: string | null) => {
    writeCookie(COOKIE_NAMES.orgId, orgId);
    if (orgId === null) sessionStorage.removeItem(TAB_ORG_KEY);
    else sessionStorage.setItem(TAB_ORG_KEY, orgId);
  },
  /** This tab's working organisation: the one it opened, else the cookie's, which the tab then keeps. */
  workingOrgOfTab: (): string | null => {
    const orgId = sessionStorage.getItem(TAB_ORG_KEY) ?? readCookie(COOKIE_NAMES.orgId);
    if (orgId !== null) sessionStorage.setItem(TAB_ORG_KEY, orgId);
    return orgId;
  },
};

/** Why the login page is shown after a session ended; it says so above the form. */
export type LoginNotice = 'sessionEnded' | 'passwordChanged';

/** Forgets the session in this browser and opens the login page (with a notice when there is something to say). */
export function leaveSession(notice?: LoginNotice): void {
  session.clear();
  location.assign(notice ? `/?notice=${notice}` : '/');
}
