// One list for every sales kind (issue 9), configured by the kind's row of the kind table: the
// financial-year selector, the monthly chart, the table with search, sort, pages and exports
// headed by the year's dates, and per row Edit, the status selector, Record payment (kinds that
// take payments, while something is pending), PDF, Delete (kinds the spec deletes) and Convert to …
// (the row's convertsTo, less a tax invoice for a composition dealer; asking first when the row was
// converted already). A user who may only see invoices gets the list, the chart, the PDF and the
// exports, and nothing that changes.
import { Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { conversionsOffered, kindFacts, kindPermission, labelInSentence, rupeesToPaise, type DocumentListRow, type KindInTable, kindRoutes, type KindRoutes } from '@bahi/shared';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../app/confirm-dialog';
import { DataTable } from '../../../app/data-table/data-table';
import { useOrgPermission } from '../../../app/use-org-permission';
import { documentColumns, documentListTotals } from '../api/list-columns';
import { offerLabel, yearLabel, yearPeriod, yearToOffer } from '../api/years';
import { useConversion } from '../hooks/use-conversion';
import { useDocumentList } from '../hooks/use-document-list';
import { useRowActions } from '../hooks/use-row-actions';
import { documentHref } from '../routes';
import { MonthChart } from './month-chart';
import { PaymentModal } from './payment-modal';
import { StatusSelect } from './status-select';
import { YearSelect } from './year-select';

export function DocumentList({ orgId, kind }: { orgId: string; kind: KindInTable }) {
  const facts = kindFacts(kind);
  // The kind's own family decides (walk 33F H1: purchases asked for invoices.edit, as the server never does).
  const canEdit = useOrgPermission(orgId, kindPermission(kind, 'edit'));
  const { data, error, picked, pickYear } = useDocumentList(orgId, kind);
  const actions = useRowActions(orgId, kind);
  const conversion = useConversion();
  const [paying, setPaying] = useState<DocumentListRow | null>(null);
  const rows = data?.clientinvoicedata;
  const columns = useMemo(() => documentColumns(facts, rows ?? []), [facts, rows]);
  const deletable = (kindRoutes(kind) as KindRoutes).remove !== undefined;
  const offered = data ? yearToOffer(data, picked) : null;

  return (
    <Flex direction="column" gap="1rem">
      <Flex alignItems="flex-end" gap="1.5rem" wrap="wrap">
        <Heading level={3}>{facts.pluralLabel}</Heading>
        {data && <YearSelect years={data.yearSelection} value={data.year} onChange={pickYear} />}
        {canEdit && (
          <Button variation="primary" onClick={() => location.assign(documentHref.add(kind))}>
            New {labelInSentence(facts.label)}
          </Button>
        )}
      </Flex>
      {error && <Text color="font.error">{error instanceof Error ? error.message : String(error)}</Text>}
      {!data && !error && <Loader variation="linear" />}
      {data && (
        <>
          <MonthChart rows={data.getChartsForInvoces} payable={facts.payable} caption={`${facts.pluralLabel}, ${yearLabel(data.year)}`} />
          {offered && (
            <Flex>
              <Button size="small" onClick={() => pickYear(offered)}>
                {offerLabel(offered, data.getServerDate)}
              </Button>
            </Flex>
          )}
          <DataTable
            rows={data.clientinvoicedata}
            columns={columns}
            totalsOf={documentListTotals}
            exportName={facts.pluralLabel}
            period={yearPeriod(data.year)}
            rowKey={(row) => row.id}
            emptyText={`No ${labelInSentence(facts.pluralLabel)} in ${yearLabel(data.year)}.`}
            actions={(row) => {
              const open = row.status !== 'cancelled';
              return (
                <>
                  {canEdit && open && (
                    <Button size="small" onClick={() => location.assign(documentHref.edit(kind, row.id))} aria-label={`Edit ${row.invoice_no}`}>
                      Edit
                    </Button>
                  )}
                  {canEdit && <StatusSelect row={row} onChoose={(status) => actions.chooseStatus(row, status)} />}
                  {canEdit && open && facts.payable && rupeesToPaise(row.pending) > 0 && (
                    <Button size="small" onClick={() => setPaying(row)} aria-label={`Record payment for ${row.invoice_no}`}>
                      Payment
                    </Button>
                  )}
                  <Button
                    size="small"
                    onClick={() => void actions.downloadPdf(row)}
                    isLoading={actions.printing === row.id}
                    loadingText="PDF"
                    aria-label={`PDF of ${row.invoice_no}`}
                  >
                    PDF
                  </Button>
                  {canEdit && deletable && (
                    <Button size="small" variation="link" onClick={() => actions.deleting.ask(row)} aria-label={`Delete ${row.invoice_no}`}>
                      Delete
                    </Button>
                  )}
                  {canEdit &&
                    open &&
                    conversionsOffered(kind, data.schemetype).map((target) => (
                      <Button
                        key={target}
                        size="small"
                        variation="link"
                        onClick={() => conversion.convert(row, target)}
                        aria-label={`Convert ${row.invoice_no} to ${kindFacts(target).label}`}
                      >
                        Convert to {kindFacts(target).label}
                      </Button>
                    ))}
                </>
              );
            }}
          />
        </>
      )}
      {paying && data && (
        <PaymentModal row={paying} banks={data.banks} today={data.getServerDate} onClose={() => setPaying(null)} onRecorded={actions.reload} />
      )}
      <ConfirmDialog
        {...actions.cancelling.dialog}
        question={`Cancel ${actions.cancelling.target?.invoice_no ?? ''}? A cancelled document keeps its number and cannot be changed again.`}
        cancelLabel="Keep it"
        confirmLabel="Cancel document"
      />
      <ConfirmDialog
        {...actions.deleting.dialog}
        question={`Delete ${actions.deleting.target?.invoice_no ?? ''}? It leaves the list and its number is not issued again.`}
        cancelLabel="Keep it"
        confirmLabel="Delete"
      />
      <ConfirmDialog {...conversion.dialog} />
    </Flex>
  );
}
