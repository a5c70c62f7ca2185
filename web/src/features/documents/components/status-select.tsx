// A document's status selector (spec part 1 §4): draft, sent or cancelled can be chosen; paid,
// partially paid and overdue follow from payments and the due date, so they show but cannot be
// picked; a cancelled document stays cancelled. A document with payments can be neither a draft nor
// cancelled until they are removed: those two are shown but cannot be picked, saying why (walk 39
// L5: they were offered, confirmed, then refused).
import { SelectField } from '@aws-amplify/ui-react';
import { rupeesToPaise, SETTABLE_STATUSES, STATUS_LABELS, type DocumentListRow, type LifecycleStatus } from '@bahi/shared';

const isSettable = (status: string): status is LifecycleStatus => (SETTABLE_STATUSES as readonly string[]).includes(status);

export interface StatusSelectProps {
  row: DocumentListRow;
  onChoose(status: LifecycleStatus): void;
}

/** The statuses payments rule out (the server refuses them with cancelWithPayments, draftWithPayments). */
const NOT_WITH_PAYMENTS: readonly LifecycleStatus[] = ['draft', 'cancelled'];

export function StatusSelect({ row, onChoose }: StatusSelectProps) {
  const hasPayments = rupeesToPaise(row.paid) > 0;
  return (
    <SelectField
      label={`Status of ${row.invoice_no}`}
      labelHidden
      size="small"
      className="bahi-status-select"
      value={row.status}
      isDisabled={row.status === 'cancelled'}
      onChange={(event) => {
        const chosen = event.target.value;
        if (isSettable(chosen) && chosen !== row.status) onChoose(chosen);
      }}
    >
      {!isSettable(row.status) && (
        <option value={row.status} disabled>
          {STATUS_LABELS[row.status]}
        </option>
      )}
      {SETTABLE_STATUSES.map((status) => {
        const ruledOut = hasPayments && status !== row.status && NOT_WITH_PAYMENTS.includes(status);
        return (
          <option key={status} value={status} disabled={ruledOut}>
            {ruledOut ? `${STATUS_LABELS[status]} (remove its payments first)` : STATUS_LABELS[status]}
          </option>
        );
      })}
    </SelectField>
  );
}
