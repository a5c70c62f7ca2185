// The stock ledger (spec part 2 §2 Other screens, §7 GET /items/stockledger/{orgId}): opening, in,
// out and closing stock of every tracked item between two dates, the current financial year
// unless other dates are chosen. An item's name opens its movements (item-movements.tsx).
import { Flex, Heading, Link, Loader, Text, TextField } from '@aws-amplify/ui-react';
import { EARLIEST_DOCUMENT_DATE, financialYearOf, formatDisplayDate, formatFinancialYear, formatInr, rupeesToPaise, stockLedgerQuery, type StockLedgerRow } from '@bahi/shared';
import { useState } from 'react';
import useSWR from 'swr';
import { DataTable, type Column } from '../../../app/data-table/data-table';
import { validateForm } from '../../../app/form-validation';
import { fetchStockLedger } from '../api/items-api';
import { STOCK_LEDGER_COLUMNS } from '../api/stock-ledger-columns';
import { ItemMovements } from './item-movements';

/** '1 Apr 2026 to 31 Mar 2027', led by 'FY 2026-27: ' when the period is exactly that year. */
function periodLabel(from: string, to: string): string {
  const year = financialYearOf(from);
  const dates = `${formatDisplayDate(from)} to ${formatDisplayDate(to)}`;
  return year.startDate === from && year.endDate === to ? `${formatFinancialYear(year)}: ${dates}` : dates;
}

export function StockLedgerScreen({ orgId }: { orgId: string }) {
  const [range, setRange] = useState(() => {
    const year = financialYearOf(new Date());
    return { from: year.startDate, to: year.endDate };
  });
  const [traced, setTraced] = useState<StockLedgerRow | null>(null);
  const checked = validateForm(stockLedgerQuery, range);
  const errors = checked.ok ? {} : checked.errors;
  // Only a valid range is asked for; while one is being typed the last answer stays on screen.
  const { data, error, isLoading } = useSWR(checked.ok ? ['stock-ledger', orgId, range.from, range.to] : null, () =>
    fetchStockLedger(orgId, range.from, range.to),
  { keepPreviousData: true });

  const date = (name: 'from' | 'to', label: string) => (
    <TextField
      label={label}
      type="date"
      min={EARLIEST_DOCUMENT_DATE}
      value={range[name]}
      onChange={(event) => setRange((current) => ({ ...current, [name]: event.target.value }))}
      hasError={Boolean(errors[name])}
      errorMessage={errors[name]}
    />
  );

  return (
    <Flex direction="column" gap="1rem">
      <Heading level={3}>Stock ledger</Heading>
      <Flex gap="1rem" alignItems="flex-start" wrap="wrap">
        {date('from', 'From')}
        {date('to', 'To')}
      </Flex>
      {data && (
        <Text color="font.secondary" data-testid="ledger-period">
          {periodLabel(data.from, data.to)}
        </Text>
      )}
      {error && <Text color="font.error">{error instanceof Error ? error.message : String(error)}</Text>}
      {isLoading && <Loader variation="linear" />}
      {data && (
        <DataTable
          rows={data.items}
          columns={STOCK_LEDGER_COLUMNS.map((column): Column<StockLedgerRow> =>
            column.key === 'item'
              ? { ...column, render: (row) => <Link href="#" onClick={(event) => (event.preventDefault(), setTraced(row))}>{row.short_name}</Link> }
              : column,
          )}
          exportName="Stock ledger"
          period={{ from: data.from, to: data.to }}
          rowKey={(row) => row.itemid}
          emptyText="No stock movements: stock is counted for items whose stock tracking is set up."
        />
      )}
      {data && (
        <Text data-testid="ledger-value">
          Closing stock value: {formatInr(rupeesToPaise(data.total_value))} (each item at its weighted average cost, as the balance sheet holds it)
        </Text>
      )}
      {data && traced && <ItemMovements orgId={orgId} item={traced} from={data.from} to={data.to} onClose={() => setTraced(null)} />}
    </Flex>
  );
}
