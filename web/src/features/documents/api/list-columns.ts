// The columns of a kind's list (issue 9 §1): number, date, client, total, and for kinds that take
// payments what is paid and pending (total − paid), then the status and Inter/Intra State.
import { STATUS_LABELS, type DocumentKindFacts, type DocumentListRow } from '@bahi/shared';
import { dateColumn, moneyColumn } from '../../../app/data-table/columns';
import type { Column } from '../../../app/data-table/data-table';

export function documentColumns(facts: Pick<DocumentKindFacts, 'payable' | 'party'>): Column<DocumentListRow>[] {
  const payments: Column<DocumentListRow>[] = facts.payable
    ? [moneyColumn('paid', 'Paid', (row) => row.paid), moneyColumn('pending', 'Pending', (row) => row.pending)]
    : [];
  return [
    { key: 'number', header: 'Number', value: (row) => row.invoice_no },
    dateColumn('date', 'Date', (row) => row.invoicedate),
    { key: 'client', header: facts.party === 'consumer' ? 'Customer' : 'Client', value: (row) => row.companyname },
    moneyColumn('total', 'Total', (row) => row.final_total),
    ...payments,
    { key: 'status', header: 'Status', value: (row) => STATUS_LABELS[row.status] },
    { key: 'supply', header: 'Supply', value: (row) => row.supply },
  ];
}
