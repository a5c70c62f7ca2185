// Onboarding (spec part 2 §2 Settings): while the organisation has no address, the working
// page's home asks for its default address, and a modal takes it and saves it as the primary one.
// Only users who may change the settings are asked. The modal opens from the home's notice rather
// than by itself: a modal over a fresh organisation's home would stop every first step there
// (the side navigation, answering a CA's access request) until the address is given.
import { Button, Card, Flex, Text } from '@aws-amplify/ui-react';
import { addAddressRequest } from '@bahi/shared';
import { useState, type FormEvent } from 'react';
import { validateForm } from '../../../app/form-validation';
import { Modal } from '../../../app/modal';
import { session } from '../../../app/session';
import type { OrgSettings } from '../api/settings-api';
import { useFieldErrors } from '../hooks/use-field-errors';
import { useOrgSettings } from '../hooks/use-org-settings';
import { useOrgWrite } from '../hooks/use-org-write';
import { AddressFields, BLANK_ADDRESS, type AddressValues } from './address-fields';

const WHY = 'Documents print the default address.';

function mayEditSettings({ users }: OrgSettings): boolean {
  const me = users.find((user) => user.user_id === session.get('userId'));
  return me !== undefined && (me.role !== 'member' || me.permissions.includes('settings.edit'));
}

export function DefaultAddressPrompt({ orgId }: { orgId: string }) {
  const { data } = useOrgSettings(orgId);
  const [open, setOpen] = useState(false);
  if (!data || data.organisation.addresses.length > 0 || !mayEditSettings(data)) return null;
  return (
    <Card variation="outlined" className="bahi-notice" data-testid="default-address-notice">
      <Flex alignItems="center" justifyContent="space-between" gap="1rem" wrap="wrap">
        <Text>
          <strong>Your organisation has no address yet.</strong> {WHY}
        </Text>
        <Button variation="primary" onClick={() => setOpen(true)}>
          Add default address
        </Button>
      </Flex>
      {/* Once saved the organisation has an address, and the notice and its modal go. */}
      {open && <DefaultAddressDialog orgId={orgId} onCancel={() => setOpen(false)} />}
    </Card>
  );
}

function DefaultAddressDialog({ orgId, onCancel }: { orgId: string; onCancel(): void }) {
  const { write, busy } = useOrgWrite(orgId);
  const [values, setValues] = useState<AddressValues>(BLANK_ADDRESS);
  const { errors, setErrors, clear } = useFieldErrors();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(addAddressRequest, { orgid: orgId, ...values, isprimary: 1 });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const result = await write('addDefaultOrgAddress', checked.data);
    if (!result.ok) setErrors(result.fieldErrors);
  }

  return (
    <Modal title="Your organisation's address" onClose={onCancel}>
      <form onSubmit={submit} noValidate aria-label="Default address">
        <Flex direction="column" gap="0.9rem">
          <Text>{WHY} You can add more addresses and change the default later in Settings.</Text>
          <AddressFields
            values={values}
            errors={errors}
            onChange={(patch) => {
              setValues((current) => ({ ...current, ...patch }));
              clear(...Object.keys(patch));
            }}
          />
          <Flex justifyContent="flex-end" gap="0.5rem">
            <Button onClick={onCancel}>Cancel</Button>
            <Button type="submit" variation="primary" isLoading={busy} loadingText="Saving…">
              Save address
            </Button>
          </Flex>
        </Flex>
      </form>
    </Modal>
  );
}
