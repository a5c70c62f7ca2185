// What a list row's buttons do besides navigating: change the status (cancelling asks first, since
// it is final), delete where the kind can be deleted (asking first), download the PDF, and reload
// the list after a change. Each shows the server's
// message: 'Status changed successfully' in green, a refusal in red.
import type { DocumentListRow, KindInTable, LifecycleStatus } from '@bahi/shared';
import { useState } from 'react';
import { useAlerts } from '../../../app/alerts';
import { useConfirmedRemoval } from '../../../app/use-confirmed-removal';
import { changeDocumentStatus, deleteDocument } from '../api/documents-api';
import { fetchDocument } from '../form/document-api';
import { downloadDocumentPdf } from '../pdf';
import { documentsChanged } from './use-document-list';

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

export function useRowActions(orgId: string, kind: KindInTable) {
  const alerts = useAlerts();
  const [printing, setPrinting] = useState<string | null>(null);

  async function setStatus(row: DocumentListRow, status: LifecycleStatus): Promise<string> {
    const message = await changeDocumentStatus(row.id, status);
    await documentsChanged(orgId, kind);
    return message;
  }
  const cancelling = useConfirmedRemoval((row: DocumentListRow) => setStatus(row, 'cancelled'));
  const deleting = useConfirmedRemoval(async (row: DocumentListRow) => {
    const message = await deleteDocument(orgId, kind, row.id);
    await documentsChanged(orgId, kind);
    return message;
  });

  async function setStatusNow(row: DocumentListRow, status: LifecycleStatus) {
    try {
      alerts.show('success', await setStatus(row, status));
    } catch (failure) {
      alerts.show('error', messageOf(failure));
    }
  }

  return {
    cancelling,
    /** Deleting a whole document (kinds with a delete route: the bill of supply). */
    deleting,
    chooseStatus(row: DocumentListRow, status: LifecycleStatus) {
      if (status === 'cancelled') cancelling.ask(row);
      else void setStatusNow(row, status);
    },
    /** The id of the document whose PDF is being made, or null. */
    printing,
    async downloadPdf(row: DocumentListRow) {
      setPrinting(row.id);
      try {
        await downloadDocumentPdf(await fetchDocument(kind, orgId, row.id));
      } catch (failure) {
        alerts.show('error', messageOf(failure));
      } finally {
        setPrinting(null);
      }
    },
    reload: () => documentsChanged(orgId, kind),
  };
}
