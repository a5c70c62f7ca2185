// Columns the report tables share: the figure columns (taxable value, each tax head, tax, total)
// and the document columns of a drill-down, whose number opens the document.
import { Link } from '@aws-amplify/ui-react';
import type { ReportDocument, ReportFigures } from '@bahi/shared';
import { formatDisplayDate } from '@bahi/shared';
import { moneyColumn } from '../../../app/data-table/columns';
import type { Column } from '../../../app/data-table/data-table';
import { reportDocumentHref } from '../routes';

export function figureColumns<Row extends ReportFigures>(heads: 'all' | 'short' = 'all'): Column<Row>[] {
  const taxHeads: Column<Row>[] =
    heads === 'all'
      ? [moneyColumn('cgst', 'CGST', (row) => row.cgst), moneyColumn('sgst', 'SGST', (row) => row.sgst), moneyColumn('igst', 'IGST', (row) => row.igst), moneyColumn('cess', 'Cess', (row) => row.cess)]
      : [];
  return [moneyColumn('taxable', 'Taxable value', (row) => row.taxable), ...taxHeads, moneyColumn('tax', 'Tax', (row) => row.tax), moneyColumn('total', 'Total', (row) => row.total)];
}

/** The document's number, as a link to the document when it has a screen. */
function DocumentNumber({ row }: { row: ReportDocument }) {
  const href = reportDocumentHref(row.kind, row.id);
  return href ? (
    <Link href={href} aria-label={`Open ${row.kind_label} ${row.number}`}>
      {row.number}
    </Link>
  ) : (
    <>{row.number}</>
  );
}

export function documentColumns<Row extends ReportDocument>(heads: 'all' | 'short' = 'short'): Column<Row>[] {
  return [
    // A totals row has no date.
    { key: 'date', header: 'Date', value: (row) => row.date, render: (row) => (row.date === '' ? '' : formatDisplayDate(row.date)) },
    { key: 'number', header: 'Number', value: (row) => row.number, render: (row) => <DocumentNumber row={row} /> },
    { key: 'kind', header: 'Document', value: (row) => row.kind_label },
    { key: 'party', header: 'Party', value: (row) => row.party },
    ...figureColumns<Row>(heads),
  ];
}
