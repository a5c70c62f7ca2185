// A purchase's own fields (spec part 1 §3 Purchase): the organisation's purchase order, the
// supplier's bill number, when and where the goods were delivered, and the expense type.
import { TextField } from '@aws-amplify/ui-react';
import type { FieldErrors } from '../../../../app/form-validation';
import type { PurchaseState } from '../form-state';

interface PurchaseFieldsProps {
  purchase: PurchaseState;
  errors: FieldErrors;
  onChange(purchase: PurchaseState): void;
}

const FIELDS: readonly { name: keyof PurchaseState; wire: string; label: string; type?: string }[] = [
  { name: 'orderNo', wire: 'purchase_order_no', label: 'Purchase order number' },
  { name: 'billNo', wire: 'invoice_no', label: "Supplier's bill number" },
  { name: 'deliveredDate', wire: 'deliverd_date', label: 'Delivered on', type: 'date' },
  { name: 'deliveredTo', wire: 'deliverd_to', label: 'Delivered to' },
  { name: 'expenseType', wire: 'expense_type', label: 'Expense type' },
];

export function PurchaseFields({ purchase, errors, onChange }: PurchaseFieldsProps) {
  return (
    <>
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          type={field.type}
          autoComplete="off"
          value={purchase[field.name]}
          onChange={(event) => onChange({ ...purchase, [field.name]: event.target.value })}
          hasError={Boolean(errors[field.wire])}
          errorMessage={errors[field.wire]}
        />
      ))}
    </>
  );
}
