// The CA dashboard's Reviews view: pick one of the organisations the CA looks after and read its
// year at a glance (sales against purchases, receivables by age).
import { Flex, SelectField, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { BusinessCharts } from './business-charts';

export function OrgReviews({ orgs }: { orgs: readonly { id: string; name: string }[] | undefined }) {
  const [chosen, setChosen] = useState('');
  if (!orgs) return null;
  if (orgs.length === 0) return <Text>No organisations to review yet.</Text>;
  const orgId = chosen || (orgs[0]?.id ?? '');
  return (
    <Flex direction="column" gap="1rem">
      <SelectField label="Organisation" value={orgId} onChange={(event) => setChosen(event.target.value)}>
        {orgs.map((org) => (
          <option key={org.id} value={org.id}>
            {org.name}
          </option>
        ))}
      </SelectField>
      <Text color="font.secondary">This financial year to today.</Text>
      <BusinessCharts orgId={orgId} />
    </Flex>
  );
}
