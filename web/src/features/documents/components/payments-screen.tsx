// Payments received in a financial year (spec part 1 §2), one table per group: B2B, B2C, bill of
// supply, reverse charge and purchases, each with search, sort and exports headed by the year's dates.
import { Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { labelInSentence } from '@bahi/shared';
import { useState } from 'react';
import { DataTable } from '../../../app/data-table/data-table';
import { PAYMENT_GROUPS, paymentColumns } from '../api/payment-columns';
import { gstYearsUpTo, yearLabel, yearPeriod } from '../api/years';
import { usePaymentsList } from '../hooks/use-document-list';
import { YearSelect } from './year-select';

export function PaymentsScreen({ orgId }: { orgId: string }) {
  const [years] = useState(() => gstYearsUpTo(new Date()));
  const [year, setYear] = useState(years[0] as string);
  const { data, error } = usePaymentsList(orgId, year);

  return (
    <Flex direction="column" gap="1.25rem">
      <Flex alignItems="flex-end" gap="1.5rem" wrap="wrap">
        <Heading level={3}>Payments</Heading>
        <YearSelect years={years} value={year} onChange={setYear} />
      </Flex>
      {error && <Text color="font.error">{error instanceof Error ? error.message : String(error)}</Text>}
      {!data && !error && <Loader variation="linear" />}
      {data &&
        PAYMENT_GROUPS.map((group) => {
          return (
            <Flex key={group.key} as="section" direction="column" gap="0.5rem" aria-label={group.label}>
              <Heading level={4}>{group.label}</Heading>
              <DataTable
                rows={data[group.key]}
                columns={paymentColumns(data[group.key])}
                exportName={`Payments: ${group.label}`}
                period={yearPeriod(year)}
                rowKey={(row) => row.id}
                emptyText={`No payments against ${labelInSentence(group.label)} in ${yearLabel(year)}.`}
              />
            </Flex>
          );
        })}
    </Flex>
  );
}
