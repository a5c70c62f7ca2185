// Income by item (spec part 2 §2): quantity, taxable value and tax of each item's lines, net of
// notes, and the individual item modal listing the lines behind it.
import { Button } from '@aws-amplify/ui-react';
import type { IncomeItemsResponse, IndividualItemResponse } from '@bahi/shared';
import { useState } from 'react';
import { DataTable, type Column } from '../../../app/data-table/data-table';
import { DEFAULT_PERIOD, useReport, type PeriodAsked } from '../api/reports-api';
import { DocumentsModal } from './documents-modal';
import { documentColumns, figureColumns } from './report-columns';
import { ReportPage } from './report-page';

type Row = IncomeItemsResponse['rows'][number];
type LineRow = IndividualItemResponse['rows'][number];

const COLUMNS: Column<Row>[] = [
  { key: 'item', header: 'Item', value: (row) => row.item },
  { key: 'hsn', header: 'HSN/SAC', value: (row) => row.hsn },
  { key: 'quantity', header: 'Quantity', value: (row) => row.quantity, align: 'end' },
  // A document of several items counts under each, so its Total row has no count (walk 25 L10: "0").
  { key: 'documents', header: 'Documents', value: (row) => (row.itemid === '' ? '' : row.documents), align: 'end' },
  ...figureColumns<Row>('short'),
];

const [DATE, NUMBER, KIND, PARTY, ...FIGURES] = documentColumns<LineRow>();
const LINE_COLUMNS: Column<LineRow>[] = [
  DATE as Column<LineRow>,
  NUMBER as Column<LineRow>,
  KIND as Column<LineRow>,
  PARTY as Column<LineRow>,
  { key: 'quantity', header: 'Quantity', value: (row) => row.quantity, align: 'end' },
  { key: 'rate', header: 'GST rate', value: (row) => `${row.rate}%` },
  ...FIGURES,
];

function ItemModal({ orgId, row, asked, onClose }: { orgId: string; row: Row; asked: PeriodAsked; onClose(): void }) {
  const found = useReport('incomeOfItem', orgId, { ...asked, itemid: row.itemid });
  const data = found.data;
  return <DocumentsModal title={`Income from ${row.item}`} rows={data?.rows} error={found.error} period={data && { from: data.startdate, to: data.enddate }} columns={LINE_COLUMNS} onClose={onClose} />;
}

export function IncomeItemsScreen({ orgId }: { orgId: string }) {
  const [asked, setAsked] = useState(DEFAULT_PERIOD);
  const [open, setOpen] = useState<Row | null>(null);
  const report = useReport('incomeByItem', orgId, { ...asked });
  const data = report.data;
  return (
    <ReportPage title="Income by item" description="Each item's lines net of notes. Charges (packing, freight, insurance) and round-off belong to no item and are not here." asked={asked} onAsk={setAsked} answered={data} error={report.error} loading={report.isLoading}>
      {data && (
        <DataTable
          rows={data.rows}
          columns={COLUMNS}
          exportName="Income by item"
          period={{ from: data.startdate, to: data.enddate }}
          rowKey={(row) => row.itemid}
          totals={{ itemid: '', item: 'Total', hsn: '', quantity: '', documents: 0, ...data.totals }}
          emptyText="No income in this period."
          actions={(row) => (
            <Button size="small" onClick={() => setOpen(row)} aria-label={`Open ${row.item}`}>
              Open
            </Button>
          )}
        />
      )}
      {open && <ItemModal orgId={orgId} row={open} asked={asked} onClose={() => setOpen(null)} />}
    </ReportPage>
  );
}
