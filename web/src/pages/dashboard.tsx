// `/dashboard.html`: where a CA lands. Views: home, organisations (with inviting a new one and
// requesting access to an existing one), reviews (spec part 1 §2, §6).
import { Card, Flex, Grid, Heading, Loader, Tabs, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { AlertsOutlet } from '../app/alerts';
import { mountPage } from '../app/page-root';
import { requireSession } from '../features/access/sign-in';
import { MembershipInvitationsPanel } from '../features/access/membership-invitations-panel';
import { OrganisationList } from '../features/access/organisation-list';
import { useProfile, useUserOrgs } from '../features/access/use-user-orgs';
import { InviteOrganisationForm } from '../features/ca-workspace/invite-organisation-form';
import { PendingRequests } from '../features/ca-workspace/pending-requests';
import { RequestAccessForm } from '../features/ca-workspace/request-access-form';
import { useMyAccessRequests } from '../features/ca-workspace/use-access-requests';
import { OrgReviews } from '../features/reports/components/org-reviews';
import { TopBar } from '../features/shell/top-bar';

function DashboardPage() {
  const [view, setView] = useState('home');
  const { data: profile } = useProfile();
  const { data: orgs, error, mutate: reloadOrgs } = useUserOrgs();
  const { mutate: reloadRequests } = useMyAccessRequests();
  return (
    <>
      <TopBar title="CA dashboard" />
      <main className="bahi-content">
        <AlertsOutlet />
        <Tabs
          value={view}
          onValueChange={setView}
          items={[
            {
              label: 'Home',
              value: 'home',
              content: (
                <Flex direction="column" gap="1rem">
                  <Card variation="outlined">
                    <Heading level={3} data-testid="dashboard-welcome">
                      Welcome{profile ? `, ${profile.username}` : ''}
                    </Heading>
                    <Text>
                      {orgs ? `You look after ${orgs.length} organisation${orgs.length === 1 ? '' : 's'}.` : 'Loading…'}
                    </Text>
                  </Card>
                  <MembershipInvitationsPanel />
                  <PendingRequests />
                </Flex>
              ),
            },
            {
              label: 'Organisations',
              value: 'organisations',
              content: (
                <Flex direction="column" gap="1.5rem">
                  {error && <Text color="font.error">{error.message}</Text>}
                  {!orgs && !error && <Loader variation="linear" />}
                  {orgs && orgs.length === 0 && <Text>No organisations yet: invite one, or ask one for access.</Text>}
                  {orgs && orgs.length > 0 && <OrganisationList orgs={orgs} />}
                  <Grid templateColumns={{ base: '1fr', large: '1fr 1fr' }} gap="1.5rem">
                    <Card variation="outlined">
                      <InviteOrganisationForm onInvited={() => void reloadOrgs()} />
                    </Card>
                    <Card variation="outlined">
                      <RequestAccessForm onRequested={() => void reloadRequests()} />
                    </Card>
                  </Grid>
                </Flex>
              ),
            },
            {
              label: 'Reviews',
              value: 'reviews',
              content: <OrgReviews orgs={orgs} />,
            },
          ]}
        />
      </main>
    </>
  );
}

if (requireSession()) mountPage(<DashboardPage />);
