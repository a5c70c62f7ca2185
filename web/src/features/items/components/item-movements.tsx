// One item's stock ledger, movement by movement (a call of ours beside the spec's ledger): how its
// opening stock became its closing one over the ledger's dates — each document with a link to it
// (for a member who may open it), each count (its corrections as one) and adjustment, with the
// stock after it.
import { Button, Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import type { ItemStockMovementRow, StockLedgerRow } from '@bahi/shared';
import useSWR from 'swr';
import { dateColumn, quantityColumn } from '../../../app/data-table/columns';
import { DataTable, type Column } from '../../../app/data-table/data-table';
import { documentHref } from '../../documents/routes';
import { ScreenLink } from '../../shell/screen-link';
import { fetchItemStockLedger } from '../api/items-api';

const quantity = (key: 'in' | 'out' | 'balance', header: string) => quantityColumn<ItemStockMovementRow>(key, header, (row) => row[key]);

/** The document's form, for a kind that has one on screen. */
const hrefOf = (row: ItemStockMovementRow) => (row.document_id && row.kind ? documentHref.editOf(row.kind, row.document_id) : null);

const COLUMNS: Column<ItemStockMovementRow>[] = [
  dateColumn('date', 'Date', (row) => row.date),
  {
    key: 'entry',
    header: 'Entry',
    value: (row) => row.entry,
    render: (row) => {
      const href = hrefOf(row);
      return href ? <ScreenLink href={href}>{row.entry}</ScreenLink> : row.entry;
    },
  },
  quantity('in', 'In'),
  quantity('out', 'Out'),
  quantity('balance', 'Stock after'),
];

export function ItemMovements({ orgId, item, from, to, onClose }: { orgId: string; item: StockLedgerRow; from: string; to: string; onClose: () => void }) {
  const { data, error, isLoading } = useSWR(['item-stock-ledger', orgId, item.itemid, from, to], () => fetchItemStockLedger(orgId, item.itemid, from, to));
  const title = `Movements of ${item.short_name}`;
  return (
    <Card variation="outlined" aria-label={title}>
      <Flex direction="column" gap="0.75rem">
        <Flex justifyContent="space-between" alignItems="center">
          <Heading level={4}>{title}</Heading>
          <Button size="small" onClick={onClose}>
            Close
          </Button>
        </Flex>
        {error && <Text color="font.error">{error instanceof Error ? error.message : String(error)}</Text>}
        {isLoading && <Loader variation="linear" />}
        {data && (
          <>
            <Text data-testid="item-opening">{`Opening: ${data.item.opening} ${data.item.metric}`}</Text>
            <DataTable rows={data.movements} columns={COLUMNS} exportName={title} period={{ from: data.from, to: data.to }} emptyText="No movements in these dates." />
            <Text data-testid="item-closing">{`Closing: ${data.item.closing} ${data.item.metric}`}</Text>
          </>
        )}
      </Flex>
    </Card>
  );
}
