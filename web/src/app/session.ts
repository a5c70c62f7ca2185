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

export const session = {
  get: (key: SessionKey) => readCookie(COOKIE_NAMES[key]),
  set: (key: SessionKey, value: string | null) => writeCookie(COOKIE_NAMES[key], value),
  clear: () => Object.values(COOKIE_NAMES).forEach((name) => writeCookie(name, null)),
};

/** Why the login page is shown after a session ended; it says so above the form. */
export type LoginNotice = 'sessionEnded' | 'passwordChanged';

/** Forgets the session in this browser and opens the login page (with a notice when there is something to say). */
export function leaveSession(notice?: LoginNotice): void {
  session.clear();
  location.assign(notice ? `/?notice=${notice}` : '/');
}
