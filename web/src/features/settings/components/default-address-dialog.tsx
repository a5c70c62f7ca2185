// The modal of the default-address notice (default-address-prompt.tsx): the address fields,
// checked by the shared schema, saved as the organisation's primary address.
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { addAddressRequest } from '@bahi/shared';
import type { FormEvent } from 'react';
import { validateForm } from '../../../app/form-validation';
import { Modal } from '../../../app/modal';
import { useOrgWrite } from '../hooks/use-org-write';
import { AddressFields, useAddressForm } from './address-fields';
import { DEFAULT_ADDRESS_WHY } from './default-address-why';

/** `stateCode`: the organisation's (its GSTIN's), which its address is in (walk 26 L8: the state started blank). */
export function DefaultAddressDialog({ orgId, stateCode, onCancel }: { orgId: string; stateCode: string; onCancel(): void }) {
  const { write, busy } = useOrgWrite(orgId);
  const { values, setErrors, fields } = useAddressForm({ state_id: stateCode });

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
          <Text>{DEFAULT_ADDRESS_WHY} You can add more addresses and change the default later in Settings.</Text>
          <AddressFields {...fields} />
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
