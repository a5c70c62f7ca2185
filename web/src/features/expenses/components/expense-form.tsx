// The record-expense form (spec part 2 §2, §3, §5): payee, date, cash or one of the organisation's
// bank accounts and how it went, the amount (at most 2 decimals), the GST rate and the supplier's
// state, which split the tax into CGST and SGST or IGST, shown live from the shared GST engine,
// notes and the evidence. The server's schema checks it here and on the server.
import { CheckboxField, Flex, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import {
  allowedGstRatesOn,
  expenseSaveRequest,
  expenseTax,
  EARLIEST_DOCUMENT_DATE,
  EXPENSE_MESSAGES,
  formatInr,
  formatPercent,
  type ExpenseFormResponse,
} from '@bahi/shared';
import { useState, type ChangeEvent } from 'react';
import { useAlerts } from '../../../app/alerts';
import { CashOrBankFields } from '../../../app/cash-or-bank-fields';
import { rememberMoneyChoice, rememberedMoneyChoice } from '../../../app/money-choice-memory';
import { ApiError } from '../../../app/api-client';
import { FormActions } from '../../../app/form-actions';
import { Modal } from '../../../app/modal';
import { StateOptions } from '../../../app/state-options';
import { useSchemaForm } from '../../../app/use-schema-form';
import { EVIDENCE_ACCEPT, evidenceFileProblem, readEvidenceFile } from '../api/evidence-file';
import { expensesChanged, saveExpense, uploadEvidence } from '../api/expenses-api';

export interface ExpenseFormProps {
  orgId: string;
  form: ExpenseFormResponse;
  onClose(): void;
}

/** The live figures of what is typed; null while the amount or rate cannot be read yet. */
/**
 * The tax of what is typed so far: read by the save's own rules from the fields it depends on
 * alone, so that a field it does not need (the payee, the bank account not chosen yet) never hides it.
 */
function liveTax(orgStateCode: string, { amount, tax_rate, statecode, date_created }: { amount: string; tax_rate: string; statecode: string; date_created: string }) {
  const parsed = expenseSaveRequest.safeParse({ orgId: 'preview', customer_name: 'preview', payment_method: 'CASH', amount, tax_rate, statecode, date_created });
  if (!parsed.success) return null;
  return expenseTax({
    amountPaise: parsed.data.amountPaise,
    taxRateBps: parsed.data.taxRateBps,
    supplierStateCode: parsed.data.supplierStateCode || orgStateCode,
    orgStateCode,
  });
}

function gstRatesOn(date: string): number[] {
  try {
    return allowedGstRatesOn(date);
  } catch {
    return allowedGstRatesOn(EARLIEST_DOCUMENT_DATE);
  }
}

export function ExpenseForm({ orgId, form: data, onClose }: ExpenseFormProps) {
  const alerts = useAlerts();
  const [evidence, setEvidence] = useState<{ name: string; problem: string | null; busy: boolean }>({ name: '', problem: null, busy: false });
  // Cash or bank as money was last paid out here (a payment of a purchase, an expense).
  const lastPaid = rememberedMoneyChoice(orgId, 'paid', data.banks);
  const form = useSchemaForm(
    expenseSaveRequest,
    {
      customer_name: '',
      date_created: data.today,
      payment_method: lastPaid.method,
      payment_account: lastPaid.account,
      payment_through: '',
      amount: '',
      tax_rate: '0',
      statecode: data.org_statecode,
      notes: '',
      file_url: '',
      expense_account: data.expense_accounts[0]?.id ?? '',
      supplier_gstin: '',
      itc_blocked: 'no',
    },
    {
      toInput: (values) => ({ ...values, orgId }),
      onSubmit: async () => {
        const method = form.values.payment_method === 'BANK' ? 'BANK' : 'CASH';
        const saved = await saveExpense({ ...form.values, payment_method: method, itc_blocked: form.values.itc_blocked === 'yes' ? 'yes' : 'no', orgId });
        rememberMoneyChoice(orgId, 'paid', { method, account: form.values.payment_account });
        await expensesChanged(orgId);
        alerts.show('success', `${saved.message}: ${saved.expenses_num}`);
        onClose();
      },
    },
  );
  const tax = liveTax(data.org_statecode, form.values);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    form.setValues((values) => ({ ...values, file_url: '' }));
    if (!file) return;
    const problem = evidenceFileProblem(file);
    setEvidence({ name: file.name, problem, busy: problem === null });
    if (problem) return;
    try {
      const key = await uploadEvidence(orgId, await readEvidenceFile(file));
      form.setValues((values) => ({ ...values, file_url: key }));
      setEvidence({ name: file.name, problem: key ? null : EXPENSE_MESSAGES.evidenceUploadFailed, busy: false });
    } catch (error) {
      setEvidence({ name: file.name, problem: error instanceof ApiError ? error.message : EXPENSE_MESSAGES.evidenceUploadFailed, busy: false });
    }
  }

  return (
    <Modal title="Record expense" onClose={onClose}>
      <form onSubmit={(event) => void form.handleSubmit(event)} noValidate aria-label="Record expense">
        <Flex direction="column" gap="0.9rem">
          <Text color="font.secondary">Number: {data.next_expenses_num} (taken when saved)</Text>
          <TextField label="Payee" autoComplete="off" {...form.field('customer_name')} />
          <SelectField label="Expense account" {...form.field('expense_account')}>
            {data.expense_accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name}
              </option>
            ))}
          </SelectField>
          <TextField label="Date" type="date" min={EARLIEST_DOCUMENT_DATE} {...form.field('date_created')} />
          <CashOrBankFields legend="Paid by" banks={data.banks} method={form.field('payment_method')} account={form.field('payment_account')} />
          <TextField label="Through (cheque no., UPI or NEFT reference)" autoComplete="off" {...form.field('payment_through')} />
          <Flex gap="1rem" wrap="wrap">
            <TextField label="Amount before tax (₹)" inputMode="decimal" autoComplete="off" {...form.field('amount')} />
            <SelectField label="GST rate" {...form.field('tax_rate')}>
              {gstRatesOn(form.values.date_created).map((bps) => (
                <option key={bps} value={formatPercent(bps)}>
                  {formatPercent(bps)}%
                </option>
              ))}
            </SelectField>
            <SelectField label="Supplier's state" {...form.field('statecode')}>
              <StateOptions />
            </SelectField>
          </Flex>
          <TextField
            label="Supplier's GSTIN (as on the bill; GSTR-2B matches the credit by it)"
            descriptiveText="Without it the tax is part of the cost: no input tax credit is claimed."
            autoComplete="off"
            {...form.field('supplier_gstin')}
          />
          <CheckboxField
            label="Its GST is blocked credit (Section 17(5): food, vehicles, personal use ...): part of the cost, reversed in GSTR-3B"
            name="itc_blocked"
            checked={form.values.itc_blocked === 'yes'}
            onChange={(event) => form.setValues((values) => ({ ...values, itc_blocked: event.target.checked ? 'yes' : 'no' }))}
          />
          <Text aria-label="Tax and total" aria-live="polite">
            {tax === null
              ? 'Enter the amount to see the tax.'
              : tax.supply === 'intra'
                ? `CGST ${formatInr(tax.cgst)} · SGST ${formatInr(tax.sgst)} · Total ${formatInr(tax.total)}`
                : `IGST ${formatInr(tax.igst)} · Total ${formatInr(tax.total)}`}
          </Text>
          <TextAreaField label="Notes" rows={2} {...form.field('notes')} />
          <Flex direction="column" gap="0.25rem">
            <label htmlFor="expense-evidence">Evidence (doc, docx, pdf, jpg, png; at most 2 MB)</label>
            <input id="expense-evidence" type="file" accept={EVIDENCE_ACCEPT} onChange={(event) => void pick(event)} disabled={evidence.busy} />
            {evidence.busy && <Text>Uploading {evidence.name}…</Text>}
            {!evidence.busy && form.values.file_url && <Text color="font.success">Attached: {evidence.name}</Text>}
            {evidence.problem && (
              <Text color="font.error" role="alert">
                {evidence.problem}
              </Text>
            )}
          </Flex>
          <FormActions failure={form.failure} busy={form.busy || evidence.busy} onCancel={onClose} submitLabel="Save expense" />
        </Flex>
      </form>
    </Modal>
  );
}
