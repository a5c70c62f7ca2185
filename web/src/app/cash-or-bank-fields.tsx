// How money came or went: cash, or one of the organisation's bank accounts (a payment, an expense,
// a voucher). Each form binds the two values its own way and passes them in as field props.
import { Radio, RadioGroupField, SelectField, Text } from '@aws-amplify/ui-react';
import type { OrgBankAccount } from '@bahi/shared';

/** An Amplify field's value binding, as a form's `field(name)` gives it. */
interface BoundField {
  name?: string;
  value: string;
  onChange(event: { target: { value: string } }): void;
  hasError?: boolean;
  errorMessage?: string;
}

interface CashOrBankFieldsProps {
  /** 'Paid by', 'Received in', 'Paid from'. */
  legend: string;
  banks: readonly OrgBankAccount[];
  /** 'CASH' or 'BANK'; the radios' group name. */
  method: BoundField & { name: string };
  /** The bank account's id. */
  account: BoundField;
}

export function CashOrBankFields({ legend, banks, method, account }: CashOrBankFieldsProps) {
  return (
    <>
      <RadioGroupField legend={legend} direction="row" {...method}>
        <Radio value="CASH">Cash</Radio>
        <Radio value="BANK" isDisabled={banks.length === 0}>
          Bank
        </Radio>
      </RadioGroupField>
      {banks.length === 0 && (
        <Text fontSize="small" color="font.secondary">
          Add a bank account in Settings to record money by bank.
        </Text>
      )}
      {method.value === 'BANK' && (
        // Two columns of a form's grid, so that the account number shows whole (none in a modal's column).
        <SelectField label="Bank account" placeholder="Choose the bank account" columnSpan={{ base: 1, medium: 2 }} {...account}>
          {banks.map((bank) => (
            <option key={bank.id} value={bank.id}>
              {bank.bankname} · {bank.account}
            </option>
          ))}
        </SelectField>
      )}
    </>
  );
}
