// The reports hub (spec part 2 §2): every report, each opening on its default period.
import { Card, Flex, Grid, Heading, Link, Text } from '@aws-amplify/ui-react';
import { HUB_ENTRIES, REPORTS_ROUTE } from '../routes';

export function ReportsHub() {
  return (
    <Flex direction="column" gap="1rem">
      <Heading level={3}>Reports</Heading>
      <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr', large: '1fr 1fr 1fr' }} gap="1rem" as="ul" className="bahi-plain-list" aria-label="Reports">
        {HUB_ENTRIES.map((entry) => (
          <Card as="li" key={entry.route} variation="outlined">
            <Flex direction="column" gap="0.4rem">
              <Link href={`#${entry.route}`} fontWeight="600">
                {entry.title}
              </Link>
              <Text fontSize="small" color="font.secondary">
                {entry.description}
              </Text>
            </Flex>
          </Card>
        ))}
      </Grid>
    </Flex>
  );
}

export function ReportComingSoon({ route }: { route: string }) {
  const entry = HUB_ENTRIES.find((candidate) => candidate.route === route);
  return (
    <Card variation="outlined">
      <Flex direction="column" gap="0.5rem">
        <Heading level={3}>{entry?.title ?? 'Report'}</Heading>
        <Text>This report is coming soon.</Text>
        <Link href={`#${REPORTS_ROUTE}`}>← All reports</Link>
      </Flex>
    </Card>
  );
}
