// Income by customer (spec part 2 §2): what each customer bought, net of notes, with a state
// filter (the place of supply) and the individual customer modal.
import { Button, SelectField } from '@aws-amplify/ui-react';
import { formatInr, rupeesToPaise, stateByCode, type IncomeCustomersResponse } from '@bahi/shared';
import { useState } from 'react';
import { DataTable, type Column } from '../../../app/data-table/data-table';
import { StateOptions } from '../../../app/state-options';
import { DEFAULT_PERIOD, useReport, type PeriodAsked } from '../api/reports-api';
import { DocumentsModal } from './documents-modal';
import { figureColumns } from './report-columns';
import { ReportPage } from './report-page';

type Row = IncomeCustomersResponse['rows'][number];

const COLUMNS: Column<Row>[] = [
  { key: 'customer', header: 'Customer', value: (row) => row.customer },
  { key: 'gstin', header: 'GSTIN', value: (row) => row.gstin },
  { key: 'state', header: 'State', value: (row) => row.state },
  { key: 'documents', header: 'Documents', value: (row) => row.documents, align: 'end' },
  ...figureColumns<Row>('short'),
];

function CustomerModal({ orgId, row, asked, onClose }: { orgId: string; row: Row; asked: PeriodAsked; onClose(): void }) {
  const found = useReport('incomeOfCustomer', orgId, { ...asked }, { clientId: row.client_id });
  const data = found.data;
  return (
    <DocumentsModal
      title={`Income from ${row.customer}`}
      rows={data?.rows}
      error={found.error}
      period={data && { from: data.startdate, to: data.enddate }}
      summary={data && `${data.customer.documents} documents: taxable ${formatInr(rupeesToPaise(data.customer.taxable))}, tax ${formatInr(rupeesToPaise(data.customer.tax))}, total ${formatInr(rupeesToPaise(data.customer.total))}`}
      onClose={onClose}
    />
  );
}

export function IncomeCustomersScreen({ orgId }: { orgId: string }) {
  const [asked, setAsked] = useState(DEFAULT_PERIOD);
  const [location, setLocation] = useState('');
  const [open, setOpen] = useState<Row | null>(null);
  const report = useReport(location === '' ? 'incomeByCustomer' : 'incomeByCustomerInState', orgId, location === '' ? { ...asked } : { ...asked, location });
  const data = report.data;
  const stateFilter = (
    <SelectField label="State" size="small" value={location} onChange={(event) => setLocation(event.target.value)}>
      <option value="">All states</option>
      <StateOptions />
    </SelectField>
  );
  return (
    <ReportPage title="Income by customer" description="Sales to each customer net of credit and debit notes; the state is where the supply went." asked={asked} onAsk={setAsked} answered={data} error={report.error} loading={report.isLoading} filters={stateFilter}>
      {data && (
        <DataTable
          rows={data.rows}
          columns={COLUMNS}
          exportName={location === '' ? 'Income by customer' : `Income by customer in ${stateByCode(location)?.name ?? location}`}
          period={{ from: data.startdate, to: data.enddate }}
          rowKey={(row) => row.client_id}
          totals={{ client_id: '', customer: 'Total', gstin: '', statecode: '', state: '', documents: data.rows.reduce((sum, row) => sum + row.documents, 0), ...data.totals }}
          emptyText="No income in this period."
          actions={(row) => (
            <Button size="small" onClick={() => setOpen(row)} aria-label={`Open ${row.customer}`}>
              Open
            </Button>
          )}
        />
      )}
      {open && <CustomerModal orgId={orgId} row={open} asked={asked} onClose={() => setOpen(null)} />}
    </ReportPage>
  );
}
