// Vendor expenses (spec part 2 §2): purchases, composite purchases, reverse-charge invoices and
// expenses by vendor; a vendor opens the documents behind their figure.
import { Button } from '@aws-amplify/ui-react';
import type { VendorExpensesResponse } from '@bahi/shared';
import { useState } from 'react';
import { DataTable, type Column } from '../../../app/data-table/data-table';
import { DEFAULT_PERIOD, useReport } from '../api/reports-api';
import { DocumentsModal } from './documents-modal';
import { figureColumns } from './report-columns';
import { ReportPage } from './report-page';

type Row = VendorExpensesResponse['rows'][number];

const COLUMNS: Column<Row>[] = [
  { key: 'vendor', header: 'Vendor', value: (row) => row.vendor },
  { key: 'gstin', header: 'GSTIN', value: (row) => row.gstin },
  { key: 'purchases', header: 'Purchases', value: (row) => row.purchases, align: 'end' },
  { key: 'expenses', header: 'Expenses', value: (row) => row.expenses, align: 'end' },
  ...figureColumns<Row>('short'),
];

export function VendorExpensesScreen({ orgId }: { orgId: string }) {
  const [asked, setAsked] = useState(DEFAULT_PERIOD);
  const [drill, setDrill] = useState<Row | null>(null);
  const report = useReport('vendorExpenses', orgId, { ...asked });
  const behind = useReport('vendorExpenses', orgId, drill && { ...asked, vendor: drill.key });
  const data = report.data;
  const period = data && { from: data.startdate, to: data.enddate };
  return (
    <ReportPage title="Vendor expenses" description="What each vendor supplied: purchases (drafts included, as purchases are saved), reverse-charge invoices and expenses." asked={asked} onAsk={setAsked} answered={data} error={report.error} loading={report.isLoading}>
      {data && (
        <DataTable
          rows={data.rows}
          columns={COLUMNS}
          exportName="Vendor expenses"
          period={period}
          rowKey={(row) => row.key}
          totals={{ key: '', vendor: 'Total', gstin: '', purchases: data.rows.reduce((sum, row) => sum + row.purchases, 0), expenses: data.rows.reduce((sum, row) => sum + row.expenses, 0), ...data.totals }}
          emptyText="No purchases or expenses in this period."
          actions={(row) => (
            <Button size="small" onClick={() => setDrill(row)} aria-label={`Documents of ${row.vendor}`}>
              Documents
            </Button>
          )}
        />
      )}
      {drill && <DocumentsModal title={`Vendor expenses: ${drill.vendor}`} rows={behind.data?.documents} error={behind.error} period={period} onClose={() => setDrill(null)} />}
    </ReportPage>
  );
}
