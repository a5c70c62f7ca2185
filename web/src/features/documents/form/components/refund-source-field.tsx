// A refund's receipt voucher (kinds whose row gives back an advance: voucher 'refund', spec part 2
// §3): the chosen client's receipt vouchers to pick from, when the refund was not started from one
// (its list's Convert fills it). The server checks it is the client's and caps the refund at what
// it has left.
import { SelectField } from '@aws-amplify/ui-react';
import { formatInr, rupeesToPaise } from '@bahi/shared';
import useSWR from 'swr';
import { READ_ON_OPEN } from '../read-on-open';
import { callApi } from '../../../../app/api-client';
import { moneyOfView, type DocumentFormState } from '../form-state';
import { originalLabel } from './note-reference-fields';

interface RefundSourceFieldProps {
  orgId: string;
  clientId: string;
  /** The receipt voucher's id ('' until one is chosen). */
  value: string;
  error?: string;
  /** The receipt voucher picked, and its cash or bank (a refund goes back the way the advance came). */
  onChange(receiptId: string, money: DocumentFormState['money'] | null): void;
}

export function RefundSourceField({ orgId, clientId, value, error, onChange }: RefundSourceFieldProps) {
  const { data } = useSWR(
    clientId === '' ? null : ['refund-sources', orgId, clientId],
    () => callApi('clientReferenceDocuments', { params: { type: 'receipt_voucher', orgid: orgId, clientid: clientId } }),
    READ_ON_OPEN,
  );
  return (
    <SelectField
      label="Receipt voucher refunded"
      placeholder={clientId === '' ? 'Choose the client first' : 'Choose the receipt voucher'}
      value={value}
      onChange={(event) => {
        const receipt = data?.documents.find((each) => each.id === event.target.value);
        onChange(event.target.value, receipt ? moneyOfView(receipt) : null);
      }}
      hasError={Boolean(error)}
      errorMessage={error}
    >
      {(data?.documents ?? []).map((receipt) => (
        <option key={receipt.id} value={receipt.id}>
          {originalLabel(receipt)}
          {receipt.advance_left === undefined ? '' : ` · ${formatInr(rupeesToPaise(receipt.advance_left))} left`}
        </option>
      ))}
    </SelectField>
  );
}
