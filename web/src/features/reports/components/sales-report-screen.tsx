// The sales report (spec part 2 §9: opens on the current month): every invoice and note of the
// period with what is paid and pending; a number opens the document. A long period answers a page
// of whole days at a time (about a thousand sales) with the whole period's totals; 'Later sales'
// asks for the next page.
import { Button, Flex } from '@aws-amplify/ui-react';
import { formatDisplayDate, type SalesReportResponse } from '@bahi/shared';
import { useState } from 'react';
import { moneyColumn } from '../../../app/data-table/columns';
import { DataTable, type Column } from '../../../app/data-table/data-table';
import { DEFAULT_PERIOD, useReport } from '../api/reports-api';
import { documentColumns } from './report-columns';
import { ReportPage } from './report-page';

type Row = SalesReportResponse['rows'][number];

const COLUMNS: Column<Row>[] = [
  ...documentColumns<Row>('all'),
  moneyColumn('paid', 'Paid', (row) => row.paid),
  moneyColumn('pending', 'Pending', (row) => row.pending),
];

export function SalesReportScreen({ orgId }: { orgId: string }) {
  const [asked, setAsked] = useState(DEFAULT_PERIOD);
  const [rowsFrom, setRowsFrom] = useState('');
  const report = useReport('salesReport', orgId, { ...asked, rowsfrom: rowsFrom });
  const data = report.data;
  const ask = (period: typeof asked) => {
    setRowsFrom('');
    setAsked(period);
  };
  return (
    <ReportPage title="Sales report" description="Invoices, bills of supply and notes of the period. Credit notes are negative; cancelled and draft invoices are left out." asked={asked} onAsk={ask} answered={data} error={report.error} loading={report.isLoading}>
      {data && (
        <DataTable
          rows={data.rows}
          columns={COLUMNS}
          exportName="Sales report"
          period={{ from: data.startdate, to: data.enddate }}
          rowKey={(row) => row.id}
          totals={{ id: '', kind: '', kind_label: '', number: 'Total', date: '', party: '', gstin: '', statecode: '', ...data.totals }}
          emptyText="No sales in this period."
        />
      )}
      {data && (data.next || rowsFrom) && (
        <Flex gap="1rem">
          {rowsFrom && <Button onClick={() => setRowsFrom('')}>First sales of the period</Button>}
          {data.next && <Button onClick={() => setRowsFrom(data.next ?? '')}>Later sales, from {formatDisplayDate(data.next)}</Button>}
        </Flex>
      )}
    </ReportPage>
  );
}
