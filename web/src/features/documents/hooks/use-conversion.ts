// A row's Convert to …: straight to the new document's form, or, for a document converted
// already, once the reader has answered the question of api/conversions.ts.
import { kindFacts, type DocumentListRow, type KindInTable } from '@bahi/shared';
import { useState } from 'react';
import { convertAgainQuestion } from '../api/conversions';
import { documentHref } from '../routes';

export function useConversion() {
  const [asking, setAsking] = useState<{ row: DocumentListRow; target: KindInTable; question: string } | null>(null);
  const open = (row: DocumentListRow, target: KindInTable) => location.assign(documentHref.convert(target, row.id));
  return {
    convert(row: DocumentListRow, target: KindInTable) {
      const question = convertAgainQuestion(row);
      if (question === null) open(row, target);
      else setAsking({ row, target, question });
    },
    /** Props for the ConfirmDialog: the question, and the confirming button named as the row's ('Convert to B2B invoice'). */
    dialog: {
      open: asking !== null,
      question: asking?.question ?? '',
      cancelLabel: "Don't convert",
      confirmLabel: asking ? `Convert to ${kindFacts(asking.target).label}` : '',
      onCancel: () => setAsking(null),
      onConfirm: () => {
        if (asking) open(asking.row, asking.target);
      },
    },
  };
}
