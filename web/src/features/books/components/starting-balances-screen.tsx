// Starting balances (spec part 2 §2, §3): the organisation's one opening entry, added once and then
// updated; what opening balance equity takes to balance it is shown as it is typed and after a save.
// A new entry is dated the first day of the financial year (1 April, in India); the organisation
// has no setting of its own for the day its books begin.
import { Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { financialYearOf, formatInr, rupeesToPaise, startingBalanceSaveRequest, type StartingBalanceSaveRequest, type StartingBalanceView } from '@bahi/shared';
import { useAlerts } from '../../../app/alerts';
import { useOrgPermission } from '../../../app/use-org-permission';
import { useChartAccounts } from '../../chart-accounts/api/chart-accounts-api';
import { saveStartingBalance, useStartingBalance } from '../api/books-api';
import { equityNote } from '../api/equity-note';
import { useBookParties } from '../api/book-parties';
import { blankLine, EntryForm, type EntryValues } from './entry-form';

const formAmount = (rupees: string) => (rupees === '0.00' ? '' : rupees);

const valuesOf = (opening: StartingBalanceView | null): EntryValues =>
  opening
    ? {
        description: opening.description,
        date: opening.transactiondate,
        lines: opening.lines.map((line) => ({ id: line.logId, account: line.accountid, party: line.partyid, narration: '', debit: formAmount(line.debit), credit: formAmount(line.credit) })),
      }
    : { description: 'Opening balances', date: financialYearOf(new Date()).startDate, lines: [blankLine()] };

/**
 * What the date means: the entry is posted on it (in every report whose dates include it, in none
 * that ends before it) like that day's documents, which add to it: so it holds what stood before them.
 */
const DATE_HINT = 'The day your books in Bahi begin: the balances are as they stood at the start of that day.';

export function StartingBalancesScreen({ orgId }: { orgId: string }) {
  const alerts = useAlerts();
  const opening = useStartingBalance(orgId);
  const chart = useChartAccounts(orgId);
  const canEdit = useOrgPermission(orgId, 'accounts.edit');
  const parties = useBookParties(orgId);
  const current = opening.data?.startingBalance ?? null;

  return (
    <Flex direction="column" gap="1.25rem">
      <Heading level={3}>Starting balances</Heading>
      {opening.error && <Text color="font.error">{opening.error instanceof Error ? opening.error.message : String(opening.error)}</Text>}
      {(!opening.data || !chart.data) && !opening.error && <Loader variation="linear" />}
      {current && <Text>Opening balance equity: {formatInr(rupeesToPaise(current.equity))}</Text>}
      {opening.data && chart.data && canEdit && (
        <EntryForm
          key={current?.version ?? 0}
          label="Starting balances"
          initial={valuesOf(current)}
          accounts={chart.data.accounts}
          parties={parties}
          narrations={false}
          dateHint={DATE_HINT}
          differenceNote={equityNote}
          schema={startingBalanceSaveRequest}
          toWire={(values) => ({
            orgid: orgId,
            description: values.description,
            transactiondate: values.date,
            ...(current ? { openingStockId: current.openingStockId } : {}),
            lines: values.lines.map((line) => ({ logId: line.id, accountid: line.account, partyid: line.party, debit: line.debit, credit: line.credit })),
          })}
          onSubmit={async (wire) => {
            alerts.show('success', await saveStartingBalance(orgId, wire as StartingBalanceSaveRequest, current ? current.version : null));
          }}
          onCancel={() => void opening.mutate()}
        />
      )}
    </Flex>
  );
}
