// Round-off (spec part 2 §9): when on, document totals are rounded to the whole rupee. The switch
// saves at once and answers 'Settings updated successfully'.
import { Card, Flex, Heading, SwitchField, Text } from '@aws-amplify/ui-react';
import { useOrgWrite } from '../hooks/use-org-write';

export function RoundOffSection({ orgId, roundOff }: { orgId: string; roundOff: 0 | 1 }) {
  const { write, busy } = useOrgWrite(orgId);
  return (
    <Card variation="outlined">
      <Flex direction="column" gap="0.5rem">
        <Heading level={5}>Round-off</Heading>
        <SwitchField
          label="Round document totals to the whole rupee"
          labelPosition="end"
          isChecked={roundOff === 1}
          isDisabled={busy}
          onChange={(event) => void write('saveRoundOff', { checkedRoundOff: event.target.checked ? 1 : 0 })}
        />
        <Text color="font.secondary">For example, a total of ₹1,234.56 is shown as ₹1,235.00 with the difference as round-off.</Text>
      </Flex>
    </Card>
  );
}
