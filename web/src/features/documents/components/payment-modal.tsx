// Record a payment against a document (spec part 1 §2 "add payment (with date picker)", §5): the
// date (not before 1 July 2017), an amount of at most the pending amount with 2 decimals, cash or
// one of the organisation's bank accounts, and notes. The form is checked as the server checks it
// (api/payment-form); the server's refusal shows in the modal.
import { Flex, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { EARLIEST_DOCUMENT_DATE, formatInr, kindFacts, kindOfDocumentId, paiseToRupees, rupeesToPaise, type DocumentListResponse, type DocumentListRow } from '@bahi/shared';
import { useAlerts } from '../../../app/alerts';
import { CashOrBankFields } from '../../../app/cash-or-bank-fields';
import { useCurrentOrg } from '../../../app/current-org';
import { rememberMoneyChoice, rememberedMoneyChoice, type MoneyDirection } from '../../../app/money-choice-memory';
import { FormActions } from '../../../app/form-actions';
import { Modal } from '../../../app/modal';
import { useSchemaForm } from '../../../app/use-schema-form';
import { addDocumentPayment } from '../api/documents-api';
import { paymentFormSchema } from '../api/payment-form';

export interface PaymentModalProps {
  row: DocumentListRow;
  /** The organisation's bank accounts, as the list carries them (no settings permission needed). */
  banks: DocumentListResponse['banks'];
  /** The server's today, 'YYYY-MM-DD': the date the payment starts on. */
  today: string;
  onClose(): void;
  /** After the payment is stored: reload what shows it. */
  onRecorded(): Promise<void>;
}

export function PaymentModal({ row, banks, today, onClose, onRecorded }: PaymentModalProps) {
  const alerts = useAlerts();
  const pending = rupeesToPaise(row.pending);
  const orgId = useCurrentOrg()?.id ?? '';
  const kind = kindOfDocumentId(row.id);
  const facts = kind === undefined ? undefined : kindFacts(kind);
  const direction: MoneyDirection = facts?.partyRole === 'supplier' ? 'paid' : facts?.party === 'consumer' ? 'received from consumers' : 'received';
  const form = useSchemaForm(
    paymentFormSchema(pending),
    // Cash or bank as last recorded here (with a single bank account there is nothing to choose).
    { date: today, amount: paiseToRupees(pending), ...rememberedMoneyChoice(orgId, direction, banks), notes: '' },
    {
      toInput: (values) => ({ ...values, invoiceId: row.id, account: values.method === 'BANK' ? values.account : '' }),
      onSubmit: async (payment) => {
        const message = await addDocumentPayment({ ...payment, amount: paiseToRupees(payment.amount) });
        rememberMoneyChoice(orgId, direction, { method: payment.method, account: payment.account });
        await onRecorded();
        alerts.show('success', message);
        onClose();
      },
    },
  );
  const title = `Record payment · ${row.invoice_no}`;

  return (
    <Modal title={title} onClose={onClose} size="small">
      <form onSubmit={(event) => void form.handleSubmit(event)} noValidate aria-label={title}>
        <Flex direction="column" gap="0.9rem">
          <Text>
            {row.companyname}: total {formatInr(rupeesToPaise(row.final_total))}, pending {formatInr(pending)}
          </Text>
          <TextField label="Payment date" type="date" min={EARLIEST_DOCUMENT_DATE} {...form.field('date')} />
          <TextField label="Amount (₹)" inputMode="decimal" autoComplete="off" {...form.field('amount')} />
          <CashOrBankFields legend="Paid by" banks={banks} method={form.field('method')} account={form.field('account')} />
          <TextAreaField label="Notes" rows={2} {...form.field('notes')} />
          <FormActions failure={form.failure} busy={form.busy} onCancel={onClose} submitLabel="Record payment" />
        </Flex>
      </form>
    </Modal>
  );
}
