// `/dashboard.html`: where a CA lands. Views: home, organisations, reviews (spec part 1 §2).
import { Card, Flex, Heading, Loader, Tabs, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { mountPage } from '../app/page-root';
import { requireSession } from '../features/access/sign-in';
import { OrganisationList } from '../features/access/organisation-list';
import { useProfile, useUserOrgs } from '../features/access/use-user-orgs';
import { TopBar } from '../features/shell/top-bar';

function DashboardPage() {
  const [view, setView] = useState('home');
  const { data: profile } = useProfile();
  const { data: orgs, error } = useUserOrgs();
  return (
    <>
      <TopBar title="CA dashboard" />
      <main className="bahi-content">
        <Tabs
          value={view}
          onValueChange={setView}
          items={[
            {
              label: 'Home',
              value: 'home',
              content: (
                <Card variation="outlined">
                  <Heading level={3} data-testid="dashboard-welcome">
                    Welcome{profile ? `, ${profile.username}` : ''}
                  </Heading>
                  <Text>
                    {orgs ? `You look after ${orgs.length} organisation${orgs.length === 1 ? '' : 's'}.` : 'Loading…'}
                  </Text>
                </Card>
              ),
            },
            {
              label: 'Organisations',
              value: 'organisations',
              content: (
                <Flex direction="column" gap="1rem">
                  {error && <Text color="font.error">{error.message}</Text>}
                  {!orgs && !error && <Loader variation="linear" />}
                  {orgs && <OrganisationList orgs={orgs} />}
                </Flex>
              ),
            },
            {
              label: 'Reviews',
              value: 'reviews',
              content: <Text>Reviews of your organisations' books arrive with the reports.</Text>,
            },
          ]}
        />
      </main>
    </>
  );
}

if (requireSession()) mountPage(<DashboardPage />);
