// The drill-down: the documents behind one figure of a report, in a modal, each opening the
// document; exported like any table.
import { Loader, Text } from '@aws-amplify/ui-react';
import type { ReportDocument } from '@bahi/shared';
import { DataTable, type Column } from '../../../app/data-table/data-table';
import { Modal } from '../../../app/modal';
import { documentColumns } from './report-columns';

export interface DocumentsModalProps<Row extends ReportDocument> {
  title: string;
  rows: readonly Row[] | undefined;
  error?: unknown;
  period?: { from: string; to: string };
  columns?: readonly Column<Row>[];
  /** A summary line above the table (the customer's or item's totals). */
  summary?: string;
  onClose(): void;
}

export function DocumentsModal<Row extends ReportDocument>({ title, rows, error, period, columns, summary, onClose }: DocumentsModalProps<Row>) {
  return (
    <Modal title={title} onClose={onClose}>
      {error !== undefined && error !== null && <Text color="font.error">{error instanceof Error ? error.message : String(error)}</Text>}
      {!rows && !error && <Loader variation="linear" />}
      {summary && <Text marginBottom="0.75rem">{summary}</Text>}
      {rows && <DataTable rows={rows} columns={columns ?? documentColumns<Row>()} exportName={title} period={period} emptyText="No documents in this period." />}
    </Modal>
  );
}
