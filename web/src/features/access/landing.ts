// Where a user goes after signing in (spec part 1 §2, §6): a CA to the dashboard, a user of
// several organisations to the switch page, anyone else straight to the working page of their
// one organisation.
import type { SessionUser } from '@bahi/shared';

export type Landing = { page: '/dashboard.html' | '/switch.html' } | { page: '/taxpayer.html'; orgId: string | null };

export function landingFor(user: Pick<SessionUser, 'user_type' | 'orgs'>): Landing {
  if (user.user_type === 'CA') return { page: '/dashboard.html' };
  if (user.orgs.length > 1) return { page: '/switch.html' };
  return { page: '/taxpayer.html', orgId: user.orgs[0]?.id ?? null };
}
