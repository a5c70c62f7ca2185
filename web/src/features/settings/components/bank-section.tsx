// Bank details (spec part 2 §3 Bank, §4): holder name, account, IFSC, branch and bank name. Edit
// on a listed account opens it in the form and switches the save button to the save-edited
// action; either answers 'Bank details added or updated successfully'.
import { Button, Card, Flex, Grid, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { addBankRequest, saveBankRequest, type OrgBankAccount } from '@bahi/shared';
import { useState, type FormEvent } from 'react';
import { validateForm } from '../../../app/form-validation';
import { RecordTable } from '../../../app/record-table';
import { useFieldErrors } from '../hooks/use-field-errors';
import { useOrgWrite } from '../hooks/use-org-write';

type BankValues = Omit<OrgBankAccount, 'id'>;
const BLANK_BANK: BankValues = { holder_name: '', account: '', ifsc: '', branch: '', bankname: '' };

export function BankSection({ orgId, banks }: { orgId: string; banks: OrgBankAccount[] }) {
  const { write, busy } = useOrgWrite(orgId);
  const [values, setValues] = useState<BankValues>(BLANK_BANK);
  const [editing, setEditing] = useState<string | null>(null);
  const { errors, setErrors, clear } = useFieldErrors();

  function openEntry(row: OrgBankAccount | null) {
    const { id, ...rest } = row ?? { id: null, ...BLANK_BANK };
    setValues(rest);
    setEditing(id);
    setErrors({});
  }

  const field = (name: keyof BankValues, transform: (value: string) => string = (value) => value) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: transform(event.target.value) }));
      clear(name);
    },
    hasError: Boolean(errors[name]),
    errorMessage: errors[name],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { orgid: orgId, ...values };
    const checked = editing ? validateForm(saveBankRequest, { ...body, id: editing }) : validateForm(addBankRequest, body);
    if (!checked.ok) return setErrors(checked.errors);
    const result = await write(editing ? 'saveOrgBank' : 'addOrgBank', checked.data);
    if (result.ok) openEntry(null);
    else setErrors(result.fieldErrors);
  }

  return (
    <Flex direction="column" gap="1rem">
      <form onSubmit={submit} noValidate aria-label="Bank details">
        <Card variation="outlined">
          <Flex direction="column" gap="0.75rem">
            <Heading level={5}>{editing ? 'Edit bank account' : 'Add a bank account'}</Heading>
            <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="0.75rem">
              <TextField label="Account holder name" autoComplete="off" {...field('holder_name')} />
              <TextField label="Account number" inputMode="numeric" autoComplete="off" {...field('account')} />
              <TextField label="IFSC" maxLength={11} autoComplete="off" spellCheck={false} {...field('ifsc', (value) => value.toUpperCase())} />
              <TextField label="Branch" autoComplete="off" {...field('branch')} />
              <TextField label="Bank name" autoComplete="off" {...field('bankname')} />
            </Grid>
            <Flex gap="0.5rem">
              <Button type="submit" variation="primary" isLoading={busy} loadingText="Saving…">
                {editing ? 'Save edited bank details' : 'Add bank details'}
              </Button>
              {editing && (
                <Button variation="link" onClick={() => openEntry(null)}>
                  Cancel edit
                </Button>
              )}
            </Flex>
          </Flex>
        </Card>
      </form>
      {banks.length === 0 ? (
        <Text>No bank accounts yet.</Text>
      ) : (
        <RecordTable
          label="Bank accounts"
          headers={['Holder', 'Account', 'IFSC', 'Branch', 'Bank']}
          rows={banks}
          rowKey={(row) => row.id}
          highlighted={editing}
          cells={(row) => [row.holder_name, row.account, row.ifsc, row.branch, row.bankname]}
          actions={(row) => (
            <Button size="small" onClick={() => openEntry(row)} aria-label={`Edit account ${row.account}`}>
              Edit
            </Button>
          )}
        />
      )}
    </Flex>
  );
}
