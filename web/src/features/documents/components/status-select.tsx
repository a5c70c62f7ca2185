// A document's status selector (spec part 1 §4): draft, sent or cancelled can be chosen; paid,
// partially paid and overdue follow from payments and the due date, so they show but cannot be
// picked; a cancelled document stays cancelled.
import { SelectField } from '@aws-amplify/ui-react';
import { SETTABLE_STATUSES, STATUS_LABELS, type DocumentListRow, type LifecycleStatus } from '@bahi/shared';

const isSettable = (status: string): status is LifecycleStatus => (SETTABLE_STATUSES as readonly string[]).includes(status);

export interface StatusSelectProps {
  row: DocumentListRow;
  onChoose(status: LifecycleStatus): void;
}

export function StatusSelect({ row, onChoose }: StatusSelectProps) {
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
      {SETTABLE_STATUSES.map((status) => (
        <option key={status} value={status}>
          {STATUS_LABELS[status]}
        </option>
      ))}
    </SelectField>
  );
}
