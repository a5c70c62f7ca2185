// Signing in and out: the session cookies and the page to go to.
import type { SessionUser } from '@bahi/shared';
import { callApi } from '../../app/api-client';
import { leaveSession, session } from '../../app/session';
import { landingFor } from './landing';

export function startSession(token: string, user: SessionUser): string {
  session.set('token', token);
  session.set('userId', user.id);
  session.set('userType', user.user_type);
  const landing = landingFor(user);
  session.setWorkingOrg('orgId' in landing ? landing.orgId : null);
  return landing.page;
}

export async function signIn(email: string, password: string): Promise<string> {
  const { token, data } = await callApi('login', { body: { email, password } });
  return startSession(token, data);
}

/** Signs out on the server (every token of the user stops working), then here. */
export async function signOut(): Promise<void> {
  try {
    await callApi('signOut');
  } catch {
    // Signed out already (401), or the server is away: the token is forgotten here all the same.
  }
  leaveSession();
}

/** Pages behind sign-in call this first; it sends a visitor without a session to the login page. */
export function requireSession(): boolean {
  if (session.get('token')) return true;
  location.replace('/');
  return false;
}
