// `/taxpayer.html`: the working page of one organisation. Screens load into the content area
// from the side navigation (spec part 1 §2).
import { Button, Card, Heading, Loader, Text } from '@aws-amplify/ui-react';
import type { OrgSummary, Permission } from '@bahi/shared';
import { Suspense, useEffect, useState } from 'react';
import { CurrentOrgContext } from '../app/current-org';
import { AlertsOutlet } from '../app/alerts';
import { mountPage } from '../app/page-root';
import { session } from '../app/session';
import { useOrgPermissions } from '../app/use-org-permission';
import { openOrganisation } from '../features/access/open-organisation';
import { requireSession } from '../features/access/sign-in';
import { preloadUserOrgs, useUserOrgs } from '../features/access/use-user-orgs';
import { UnreadBadge } from '../features/messaging/components/unread-badge';
import { admits } from '../features/shell/feature-screen';
import { findNavEntry, HOME_ROUTE } from '../features/shell/navigation';
import { OrgHome } from '../features/shell/org-home';
import { screenFor } from '../features/shell/screens';
import { SideNav } from '../features/shell/side-nav';
import { TopBar } from '../features/shell/top-bar';
import { useHashRoute } from '../features/shell/use-hash-route';

function ComingSoon({ label }: { label: string }) {
  return (
    <Card variation="outlined">
      <Heading level={3}>{label}</Heading>
      <Text>This screen is coming soon.</Text>
    </Card>
  );
}

/**
 * A screen the member may not see (a bookmark, a link, a permission taken away while it was open):
 * said plainly, with none of the screen's rows or actions.
 */
function Refused({ label }: { label: string }) {
  return (
    <Card variation="outlined">
      <Heading level={3}>{label}</Heading>
      <Text data-testid="screen-refused">{SCREEN_REFUSED}</Text>
    </Card>
  );
}
const SCREEN_REFUSED = 'You do not have permission to see this screen. Ask the organisation owner.';

/** The screen a hash route names, once the permissions say the member may see it; routes not built yet say so. */
function Screen({ route, org, held }: { route: string; org: OrgSummary; held: ReadonlySet<Permission> | undefined }) {
  const screen = screenFor(route);
  const entry = findNavEntry(route);
  if (screen && !held) return <Loader variation="linear" />;
  if (screen && held && !admits(screen, held)) return <Refused label={entry?.label ?? 'This screen'} />;
  if (screen) return screen.render(route, org);
  return route === HOME_ROUTE || !entry ? <OrgHome org={org} /> : <ComingSoon label={entry.label} />;
}

function TaxpayerPage() {
  const route = useHashRoute();
  const [navOpen, setNavOpen] = useState(false);
  const { data: orgs, error } = useUserOrgs();
  // The organisation this tab opened, kept for the page's life and across reloads: another tab
  // opening another organisation must not move this one (walks 17 F11, 33F L5).
  const [orgId] = useState(() => session.workingOrgOfTab());
  const org = orgs?.find((candidate) => candidate.id === orgId);
  const held = useOrgPermissions(orgId ?? '');
  // A hash change keeps the window's scroll, which after a click low in the side navigation
  // would leave the new screen's top out of sight: each screen opens at its top.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [route]);

  useEffect(() => {
    // No working organisation, or one the user no longer holds: choose again.
    if (!orgs || org) return;
    const only = orgs.length === 1 ? orgs[0] : undefined;
    if (only) openOrganisation(only.id);
    else location.replace('/switch.html');
  }, [orgs, org]);

  if (error) return <Text color="font.error">{error.message}</Text>;
  // The shell renders while the organisations are on their way; the screen waits for them.
  return (
    <>
      <TopBar title={org?.name} canSwitch={(orgs?.length ?? 0) > 1} end={org && <UnreadBadge orgId={org.id} />}>
        <Button className="bahi-nav-toggle bahi-topbar-button" size="small" onClick={() => setNavOpen((open) => !open)} aria-label="Toggle navigation">
          {/* Three bars drawn, not the ☰ character: not every font has it (an empty box). */}
          <svg width="18" height="14" viewBox="0 0 18 14" aria-hidden="true" focusable="false">
            <path d="M0 1h18M0 7h18M0 13h18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Button>
      </TopBar>
      <div className="bahi-layout">
        <SideNav route={route} held={held} open={navOpen} onChoose={() => setNavOpen(false)} />
        <main className="bahi-content">
          <AlertsOutlet />
          {org ? (
            <CurrentOrgContext.Provider value={org}>
              {/* Each screen loads its code the first time it opens (features/<feature>/screens.tsx). */}
              <Suspense fallback={<Loader variation="linear" />}>
                <Screen route={route} org={org} held={held} />
              </Suspense>
            </CurrentOrgContext.Provider>
          ) : (
            <Loader variation="linear" />
          )}
        </main>
      </div>
    </>
  );
}

if (requireSession()) {
  preloadUserOrgs();
  mountPage(<TaxpayerPage />);
}
