// Organisation addresses (spec part 2 §3, §4): the list with its primary address, and one entry
// area whose button reads "Add address" for a new address and "Update address" while a listed
// one is open in it. Every change answers 'Address added, removed or updated successfully'.
import { Button, Card, CheckboxField, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { addAddressRequest, updateAddressRequest, type OrgAddress } from '@bahi/shared';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../app/confirm-dialog';
import { RecordTable } from '../../../app/record-table';
import { validateForm } from '../../../app/form-validation';
import { useOrgWrite } from '../hooks/use-org-write';
import { AddressFields, BLANK_ADDRESS, useAddressForm, type AddressValues } from './address-fields';

const valuesOf = (row: OrgAddress): AddressValues => ({
  address: row.address,
  city: row.city,
  state_id: row.state_id,
  pincode: row.pincode,
  phone: row.phone,
});

export function AddressSection({ orgId, addresses }: { orgId: string; addresses: OrgAddress[] }) {
  const { write, busy } = useOrgWrite(orgId);
  const { values, setValues, setErrors, fields } = useAddressForm();
  const [primary, setPrimary] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<OrgAddress | null>(null);

  function openEntry(row: OrgAddress | null) {
    setValues(row ? valuesOf(row) : BLANK_ADDRESS);
    setPrimary(row?.isprimary === 1);
    setEditing(row?.id ?? null);
    setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { orgid: orgId, ...values, isprimary: primary ? 1 : 0 };
    const checked = editing ? validateForm(updateAddressRequest, { ...body, id: editing }) : validateForm(addAddressRequest, body);
    if (!checked.ok) return setErrors(checked.errors);
    const result = await write(editing ? 'updateOrgAddress' : 'addOrgAddress', checked.data);
    if (result.ok) openEntry(null);
    else setErrors(result.fieldErrors);
  }

  async function makePrimary(row: OrgAddress) {
    await write('updateOrgAddress', { ...valuesOf(row), id: row.id, isprimary: 1 });
  }

  async function confirmDelete() {
    if (!deleting) return;
    const result = await write('deleteOrgAddress', { id: deleting.id });
    if (result.ok) {
      if (editing === deleting.id) openEntry(null);
      setDeleting(null);
    }
  }

  return (
    <Flex direction="column" gap="1rem">
      <form onSubmit={submit} noValidate aria-label={editing ? 'Update address' : 'Add address'}>
        <Card variation="outlined">
          <Flex direction="column" gap="0.75rem">
            <Heading level={5}>{editing ? 'Update address' : 'Add an address'}</Heading>
            <AddressFields {...fields} />
            <CheckboxField label="Primary address" name="isprimary" checked={primary} onChange={(event) => setPrimary(event.target.checked)} />
            <Flex gap="0.5rem">
              <Button type="submit" variation="primary" isLoading={busy} loadingText="Saving…">
                {editing ? 'Update address' : 'Add address'}
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
      {addresses.length === 0 ? (
        <Text>No addresses yet.</Text>
      ) : (
        <RecordTable
          label="Organisation addresses"
          headers={['Primary', 'Address', 'City', 'State', 'Pincode', 'Phone']}
          rows={addresses}
          rowKey={(row) => row.id}
          highlighted={editing}
          cells={(row) => [row.isprimary === 1 ? <strong>Primary</strong> : '', row.address, row.city, row.statename, row.pincode, row.phone]}
          actions={(row) => (
            <>
              <Button size="small" onClick={() => openEntry(row)} aria-label={`Edit ${row.address}`}>
                Edit
              </Button>
              {row.isprimary === 0 && (
                <Button size="small" onClick={() => void makePrimary(row)} aria-label={`Make ${row.address} primary`}>
                  Make primary
                </Button>
              )}
              <Button size="small" colorTheme="error" onClick={() => setDeleting(row)} aria-label={`Delete ${row.address}`}>
                Delete
              </Button>
            </>
          )}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        question={`Delete the address ${deleting?.address ?? ''}?`}
        cancelLabel="Cancel"
        confirmLabel="Delete"
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Flex>
  );
}
