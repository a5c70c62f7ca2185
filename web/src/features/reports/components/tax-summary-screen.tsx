// The sales tax summary (spec part 2 §2): taxable value and each tax head by rate, outward supplies
// net of notes, then the tax owed under reverse charge; a rate opens the documents behind it.
import { Button, Text } from '@aws-amplify/ui-react';
import { formatInr, rupeesToPaise, type TaxSummaryResponse } from '@bahi/shared';
import { useState } from 'react';
import { DataTable, type Column } from '../../../app/data-table/data-table';
import { DEFAULT_PERIOD, useReport } from '../api/reports-api';
import { DocumentsModal } from './documents-modal';
import { figureColumns } from './report-columns';
import { ReportPage } from './report-page';

type Row = TaxSummaryResponse['rows'][number];

const SECTION_LABELS = { outward: 'Outward supplies', reverse_charge: 'Reverse charge (tax you owe)' } as const;

const COLUMNS: Column<Row>[] = [
  { key: 'section', header: 'Supplies', value: (row) => (row.rate === '' ? 'Total outward supplies' : SECTION_LABELS[row.section]) },
  { key: 'rate', header: 'GST rate', value: (row) => (row.rate === '' ? '' : `${row.rate}%`) },
  // The totals row counts no documents: one document can have lines at several rates.
  { key: 'documents', header: 'Documents', value: (row) => (row.rate === '' ? '' : row.documents), align: 'end' },
  ...figureColumns<Row>(),
];

export function TaxSummaryScreen({ orgId }: { orgId: string }) {
  const [asked, setAsked] = useState(DEFAULT_PERIOD);
  const [drill, setDrill] = useState<Row | null>(null);
  const report = useReport('taxSummary', orgId, { ...asked });
  const behind = useReport('taxSummary', orgId, drill && { ...asked, rate: String(drill.rate_bps), section: drill.section });
  const data = report.data;
  const period = data && { from: data.startdate, to: data.enddate };
  return (
    <ReportPage title="Sales tax summary" description="Taxable value and tax by rate and head. Credit notes reduce and debit notes add; cancelled documents are left out." asked={asked} onAsk={setAsked} answered={data} error={report.error} loading={report.isLoading}>
      {data && (
        <>
          <DataTable
            rows={data.rows}
            columns={COLUMNS}
            exportName="Sales tax summary"
            period={period}
            rowKey={(row) => `${row.section}#${row.rate_bps}`}
            totals={{ section: 'outward', rate_bps: -1, rate: '', documents: 0, ...data.totals }}
            emptyText="No supplies in this period."
            actions={(row) => (
              <Button size="small" onClick={() => setDrill(row)} aria-label={`Documents at ${row.rate}% (${SECTION_LABELS[row.section]})`}>
                Documents
              </Button>
            )}
          />
          <Text data-testid="reverse-charge-total">Tax owed under reverse charge: {formatInr(rupeesToPaise(data.reverseChargeTotals.tax))}</Text>
        </>
      )}
      {drill && (
        <DocumentsModal
          title={`${SECTION_LABELS[drill.section]} at ${drill.rate}%`}
          rows={behind.data?.documents}
          error={behind.error}
          period={period}
          onClose={() => setDrill(null)}
        />
      )}
    </ReportPage>
  );
}
