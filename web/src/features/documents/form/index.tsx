// The one document form, configured by the kind's row of the kind table (being built: issue 9).
import type { KindInTable } from '@bahi/shared';

export interface DocumentFormProps {
  kind: KindInTable;
  orgId: string;
  /** The document to edit; absent for a new one. */
  documentId?: string;
  /** A saved document to copy parties and lines from (quotation → invoice ...). */
  convertFrom?: string;
  onSaved: (id: string) => void;
  onCancel: () => void;
}

export function DocumentForm(props: DocumentFormProps) {
  return <p data-testid="document-form-pending">The {props.kind} form is being built.</p>;
}
