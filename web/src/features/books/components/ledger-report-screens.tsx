// The reports folded from the ledger (issue 12 item 4): general ledger, balance sheet, profit and
// loss, trial balance. Each has its dates (the server's defaults until chosen), totals, and the
// data table's search and CSV/Excel/PDF export; a general ledger line links to the document,
// journal or opening entry behind it, for a member who may open it.
import { Button, Flex, Heading, Link, Loader, SelectField, Text } from '@aws-amplify/ui-react';
import { accountTypeName, formatDisplayDate, formatInr, paiseToRupees, rupeesToPaise, YEAR_END_SOURCE } from '@bahi/shared';
import type { ReactNode } from 'react';
import { useRememberedState } from '../api/remembered-state';
import { dateColumn, moneyColumn } from '../../../app/data-table/columns';
import { DataTable, type Column } from '../../../app/data-table/data-table';
import { documentHref } from '../../documents/routes';
import { EXPENSES_ROUTE } from '../../expenses/routes';
import { ScreenLink } from '../../shell/screen-link';
import { useLedgerReport, type LedgerReportName } from '../api/books-api';
import { CLOSING_TYPE, EARLIER_PERIODS_ID, OPENING_TYPE, ledgerRows, showsBankAccount, summaryRows, type LedgerRow, type SummaryRow } from '../api/ledger-rows';
import { trialRows, type TrialRow } from '../api/trial-rows';
import { journalEditHref, STARTING_BALANCES_ROUTE } from '../routes';
import { ReportDates } from './report-dates';

/** A wire amount ('1234.50') the Indian way: ₹1,234.50. */
const inr = (rupees: string) => formatInr(rupeesToPaise(rupees));

interface Source {
  type: string;
  id: string;
  kind: string;
  number: string;
}

/** Where a ledger line leads: its document's form, the journal's, the starting balances or the expenses. */
function sourceHref(source: Source): string | null {
  if (source.type === 'journal') return journalEditHref(source.id);
  if (source.type === 'opening') return `#${STARTING_BALANCES_ROUTE}`;
  if (source.type === 'expense') return `#${EXPENSES_ROUTE}`;
  return documentHref.editOf(source.kind, source.id);
}

const SOURCE_NAMES: Record<string, string> = {
  journal: 'Journal',
  opening: 'Starting balances',
  expense: 'Expense',
  // The line closing an income or expense account at 31 March; its number says where to.
  [YEAR_END_SOURCE]: 'Year end',
  [OPENING_TYPE]: 'Opening balance',
  [CLOSING_TYPE]: 'Closing balance',
};

function sourceText(source: Source): string {
  return source.type === 'document' ? source.number : `${SOURCE_NAMES[source.type] ?? source.type}${source.number ? `: ${source.number}` : ''}`;
}

type Report<N extends LedgerReportName> = NonNullable<ReturnType<typeof useLedgerReport<N>>['data']>;

/** Heading, dates, and the report once loaded. */
function ReportFrame<N extends LedgerReportName>({
  name,
  title,
  orgId,
  account,
  party,
  children,
}: {
  name: N;
  title: string;
  orgId: string;
  account?: string;
  party?: string;
  /** The report, and a way to move its start (the general ledger's next page). */
  children: (report: Report<N>, startFrom: (start: string) => void) => ReactNode;
}) {
  const [dates, setDates] = useRememberedState(`${orgId}/${name}/dates`, { start: '', end: '' });
  const report = useLedgerReport(name, orgId, { ...dates, account, party });
  const data = report.data as Report<N> | undefined;
  // Every ledger report answers the dates it covers (the defaults when none were chosen).
  const answered = data as { start: string; end: string } | undefined;
  return (
    <Flex direction="column" gap="1.25rem">
      <Heading level={3}>{title}</Heading>
      <ReportDates start={dates.start || (answered?.start ?? '')} end={dates.end || (answered?.end ?? '')} onChange={setDates} />
      {report.error && <Text color="font.error">{report.error instanceof Error ? report.error.message : String(report.error)}</Text>}
      {!data && !report.error && <Loader variation="linear" />}
      {data && children(data, (start) => setDates({ start, end: dates.end || (answered?.end ?? '') }))}
    </Flex>
  );
}

interface AmountLine {
  section: string;
  name: string;
  amount: string;
}

const AMOUNT_COLUMNS: Column<AmountLine>[] = [
  { key: 'section', header: 'Section', value: (row) => row.section },
  { key: 'account', header: 'Account', value: (row) => row.name },
  moneyColumn('amount', 'Amount', (row) => row.amount),
];

const isLoss = (profit: string) => rupeesToPaise(profit) < 0;

const accountLines = (section: string, rows: readonly { account: { name: string }; amount: string }[]): AmountLine[] =>
  rows.map((row) => ({ section, name: row.account.name, amount: row.amount }));

/** A statement of a period (`period`: profit and loss) or of one day (`asAt`: a balance sheet). */
function AmountTable({ title, rows, period, asAt }: { title: string; rows: AmountLine[]; period?: { from: string; to: string }; asAt?: string }) {
  return <DataTable rows={rows} columns={AMOUNT_COLUMNS} exportName={title} period={period} asAt={asAt} statement rowKey={(row) => `${row.section}|${row.name}`} emptyText="No entries in these dates." />;
}

/** How the goods in hand were valued, where the organisation counts them (and which items had no price to value them at). */
function StockValuationNote({ valuation }: { valuation: { basis: 'weighted_average_cost'; unpriced: string[] } | null }) {
  if (!valuation) return null;
  return (
    <Text fontSize="small" color="font.secondary">
      Stock in hand is the stock each tracked item holds, valued at its weighted average cost: what its purchases cost (less discounts, with any tax that is not input tax credit),
      averaged afresh at each purchase. Stock with no purchase behind it (the stock an item was first counted with) is at the catalogue&apos;s purchase price when it was counted.
      {valuation.unpriced.length > 0 && ` Valued at nothing, with no purchase and no purchase price: ${valuation.unpriced.join(', ')}.`}
    </Text>
  );
}

const OPENING_STOCK_DIFFERENCE = 'Opening stock not in the starting balances';

export function BalanceSheetScreen({ orgId }: { orgId: string }) {
  return (
    <ReportFrame name="balanceSheet" title="Balance sheet" orgId={orgId}>
      {(sheet) => {
        const rows = [
          ...accountLines('Assets', sheet.assets),
          { section: 'Assets', name: 'Total assets', amount: sheet.totalAssets },
          ...accountLines('Liabilities', sheet.liabilities),
          { section: 'Liabilities', name: 'Total liabilities', amount: sheet.totalLiabilities },
          ...accountLines('Equity', sheet.equity),
          // The starting stock the counts found that the starting balances leave out (walk 33E E7).
          ...(rupeesToPaise(sheet.openingStockDifference) !== 0 ? [{ section: 'Equity', name: OPENING_STOCK_DIFFERENCE, amount: sheet.openingStockDifference }] : []),
          // The balance of profit and loss, as Schedule III shows it in reserves and surplus: signed, a
          // loss below zero, so that equity adds up (a "loss" of a negative amount would read as a profit).
          { section: 'Equity', name: 'Profit and loss: earlier periods', amount: sheet.earlierProfit },
          { section: 'Equity', name: 'Profit and loss: this period', amount: sheet.profit },
          { section: 'Equity', name: 'Total equity', amount: sheet.totalEquity },
        ];
        return (
          <>
            <Text>
              Assets {inr(sheet.totalAssets)} = liabilities {inr(sheet.totalLiabilities)} + equity {inr(sheet.totalEquity)}
            </Text>
            <AmountTable title="Balance sheet" rows={rows} asAt={sheet.end} />
            <StockValuationNote valuation={sheet.stockValuation} />
            {rupeesToPaise(sheet.openingStockDifference) !== 0 && (
              <Text fontSize="small" color="font.secondary">
                {OPENING_STOCK_DIFFERENCE}: the stock the items were first counted with, valued at their catalogue purchase prices when counted, less what the starting balances hold in Stock in hand. Record
                the stock the business began with in <ScreenLink href={`#${STARTING_BALANCES_ROUTE}`}>Starting balances</ScreenLink> (Stock in hand, against Capital) and this line goes.
              </Text>
            )}
          </>
        );
      }}
    </ReportFrame>
  );
}

export function ProfitAndLossScreen({ orgId }: { orgId: string }) {
  return (
    <ReportFrame name="profitAndLoss" title="Profit and loss" orgId={orgId}>
      {(result) => (
        <>
          <AmountTable
            title="Profit and loss"
            period={{ from: result.start, to: result.end }}
            rows={[
              ...accountLines('Income', result.income),
              { section: 'Income', name: 'Total income', amount: result.totalIncome },
              ...accountLines('Expenses', result.expenses),
              { section: 'Expenses', name: 'Total expenses', amount: result.totalExpenses },
              // A loss is named so, as the amount it is, rather than a negative profit.
              isLoss(result.profit)
                ? { section: 'Result', name: 'Loss', amount: paiseToRupees(-rupeesToPaise(result.profit)) }
                : { section: 'Result', name: 'Profit', amount: result.profit },
            ]}
          />
          <StockValuationNote valuation={result.stockValuation} />
        </>
      )}
    </ReportFrame>
  );
}

const TRIAL_COLUMNS: Column<TrialRow>[] = [
  { key: 'account', header: 'Account', value: (row) => row.name },
  { key: 'type', header: 'Type', value: (row) => accountTypeName(row.type) },
  moneyColumn('debit', 'Debit', (row) => row.debit),
  moneyColumn('credit', 'Credit', (row) => row.credit),
];

/** What the trial balance is: the ledgers' balances, before the closing stock the statements add. */
const TRIAL_BEFORE_CLOSING_STOCK =
  'Balances of the ledgers, before closing stock: Stock in hand is as the starting balances and journals put it, and the profit of earlier periods leaves out how the stock changed. The balance sheet and the profit and loss account value the closing stock from the stock ledger.';

export function TrialBalanceScreen({ orgId }: { orgId: string }) {
  return (
    <ReportFrame name="trialBalance" title="Trial balance" orgId={orgId}>
      {(trial) => (
        <>
          <DataTable
            {...trialRows(trial)}
            columns={TRIAL_COLUMNS}
            exportName="Trial balance"
            period={{ from: trial.start, to: trial.end }}
            rowKey={(row) => row.name}
            emptyText="No entries in these dates."
          />
          {/* Walk 40 L1: its earlier profit and stock differed from the profit and loss account's, unexplained. */}
          <Text color="font.secondary">{TRIAL_BEFORE_CLOSING_STOCK}</Text>
        </>
      )}
    </ReportFrame>
  );
}

const LEDGER_COLUMNS: Column<LedgerRow>[] = [
  dateColumn('date', 'Date', (row) => row.date),
  {
    key: 'source',
    header: 'Entry',
    value: (row) => sourceText(row.source),
    render: (row) => {
      const href = sourceHref(row.source);
      return href ? <ScreenLink href={href}>{sourceText(row.source)}</ScreenLink> : sourceText(row.source);
    },
  },
  // Who the line is with: the customer or supplier (a bank book's lines name who paid or was paid).
  { key: 'party', header: 'Party', value: (row) => row.party },
  moneyColumn('debit', 'Debit', (row) => row.debit),
  moneyColumn('credit', 'Credit', (row) => row.credit),
  moneyColumn('balance', 'Balance', (row) => row.balance),
];

/** With each line's bank account after its party (`showsBankAccount`). */
const BANK_LEDGER_COLUMNS: Column<LedgerRow>[] = [...LEDGER_COLUMNS.slice(0, 3), { key: 'bankAccount', header: 'Bank account', value: (row) => row.bankAccount }, ...LEDGER_COLUMNS.slice(3)];

export function GeneralLedgerScreen({ orgId }: { orgId: string }) {
  const [account, setAccountOnly] = useRememberedState(`${orgId}/generalLedger/account`, '');
  // One customer's, supplier's or bank's lines of the account, with their own balance; '' for all.
  const [party, setParty] = useRememberedState(`${orgId}/generalLedger/party`, '');
  const setAccount = (id: string) => {
    setAccountOnly(id);
    setParty('');
  };
  const summaryColumns: Column<SummaryRow>[] = [
    {
      key: 'account',
      header: 'Account',
      value: (row) => row.account.name,
      render: (row) =>
        row.account.id === EARLIER_PERIODS_ID ? (
          row.account.name
        ) : (
          <Link href="#" onClick={(event) => (event.preventDefault(), setAccount(row.account.id))}>
            {row.account.name}
          </Link>
        ),
    },
    moneyColumn('opening', 'Opening', (row) => row.opening),
    moneyColumn('debit', 'Debit', (row) => row.debit),
    moneyColumn('credit', 'Credit', (row) => row.credit),
    moneyColumn('closing', 'Closing', (row) => row.closing),
  ];
  return (
    <ReportFrame name="generalLedger" title="General ledger" orgId={orgId} account={account || undefined} party={(account && party) || undefined}>
      {(report, startFrom) => {
        const period = { from: report.start, to: report.end };
        const next = report.ledger?.next ?? null;
        return (
          <>
            <DataTable rows={summaryRows(report)} columns={summaryColumns} exportName="General ledger" period={period} rowKey={(row) => row.account.id} emptyText="No entries in these dates." />
            {report.ledger && (
              <Flex direction="column" gap="0.75rem">
                <SelectField label="Account" value={report.ledger.account.id} onChange={(event) => setAccount(event.target.value)}>
                  {report.accounts.map((row) => (
                    <option key={row.account.id} value={row.account.id}>
                      {row.account.name}
                    </option>
                  ))}
                </SelectField>
                {report.ledger.parties.length > 0 && (
                  <SelectField label="Party" value={report.ledger.party?.id ?? ''} onChange={(event) => setParty(event.target.value)}>
                    <option value="">All parties</option>
                    {report.ledger.parties.map((each) => (
                      <option key={each.id} value={each.id}>
                        {each.name}
                      </option>
                    ))}
                  </SelectField>
                )}
                <Text>
                  {report.ledger.party ? `${report.ledger.party.name}: opening` : 'Opening'} {inr(report.ledger.opening)} · debits {inr(report.ledger.debit)} · credits {inr(report.ledger.credit)} · closing{' '}
                  {inr(report.ledger.closing)}
                </Text>
                <DataTable
                  {...ledgerRows(report.ledger, report.start, report.end)}
                  columns={showsBankAccount(report.ledger) ? BANK_LEDGER_COLUMNS : LEDGER_COLUMNS}
                  exportName={`General ledger: ${report.ledger.account.name}${report.ledger.party ? ` · ${report.ledger.party.name}` : ''}`}
                  period={period}
                  emptyText="No entries in these dates."
                />
                {next && (
                  <Button onClick={() => startFrom(next)}>
                    Later lines, from {formatDisplayDate(next)}
                  </Button>
                )}
              </Flex>
            )}
          </>
        );
      }}
    </ReportFrame>
  );
}
