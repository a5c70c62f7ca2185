// Add and edit client (spec part 1 §3–§5): the client's fields, its locations and contacts, the
// spec's messages beside each field, a save that locks while it runs, and the stay-or-leave
// question when leaving with unsaved changes.
import { Button, Card, CheckboxField, Flex, Grid, Heading, Radio, RadioGroupField, SelectField, TextField } from '@aws-amplify/ui-react';
import { CLIENT_TYPES, GSTIN_LENGTH, gstinOptionalFor, type ClientRecord } from '@bahi/shared';
import type { FormEvent } from 'react';
import { UNSAVED_CHANGES_QUESTION, useUnsavedChanges } from '../../shell/use-unsaved-changes';
import type { ClientFormState, SaveTarget } from '../api/client-payload';
import { useClientForm } from '../hooks/use-client-form';
import { clientsChanged } from '../hooks/use-clients';
import { clientsHref } from '../routes';
import { ConfirmDialog } from '../../../app/confirm-dialog';
import { useRevealFirstInvalid } from '../../../app/reveal-first-invalid';
import { ContactEditor } from './contact-editor';
import { LocationEditor } from './location-editor';
import { StateOptions } from '../../../app/state-options';

export interface ClientFormProps {
  orgId: string;
  initial: ClientFormState;
  target: SaveTarget;
  title?: string;
}

export function ClientForm({ orgId, initial, target, title = 'Add client' }: ClientFormProps) {
  const form = useClientForm(initial, target, async () => {
    guard.release();
    await clientsChanged(orgId, target.kind === 'edit' ? target.clientId : undefined);
    location.assign(clientsHref.list);
  });
  const guard = useUnsavedChanges(form.dirty);
  const reveal = useRevealFirstInvalid();
  const { fields } = form.state;
  const errors = form.errors.fields;
  const gstinOptional = gstinOptionalFor(fields.clientid);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    await form.save();
    reveal(element);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Flex direction="column" gap="1rem">
        <Heading level={3}>{title}</Heading>
        <Card variation="outlined">
          <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="0.9rem">
            <TextField
              label={gstinOptional ? 'GSTIN (optional)' : 'GSTIN'}
              descriptiveText={gstinOptional ? 'Unregistered: leave blank, or enter the GSTIN if they have one.' : undefined}
              value={fields.gstin}
              maxLength={GSTIN_LENGTH}
              autoComplete="off"
              spellCheck={false}
              placeholder="e.g. 27AAPFU0939F1ZV"
              onChange={(event) => form.setField('gstin', event.target.value.toUpperCase())}
              hasError={Boolean(errors.gstin)}
              errorMessage={errors.gstin}
            />
            <TextField
              label="Company name"
              value={fields.companyname}
              autoComplete="organization"
              onChange={(event) => form.setField('companyname', event.target.value)}
              hasError={Boolean(errors.companyname)}
              errorMessage={errors.companyname}
            />
            <SelectField
              label="Client type"
              placeholder="Choose client type"
              value={fields.clientid}
              onChange={(event) => form.setField('clientid', event.target.value)}
              hasError={Boolean(errors.clientid)}
              errorMessage={errors.clientid}
            >
              {CLIENT_TYPES.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="State"
              placeholder="Choose state"
              value={fields.state}
              onChange={(event) => form.setField('state', event.target.value)}
              hasError={Boolean(errors.state)}
              errorMessage={errors.state}
            >
              <StateOptions />
            </SelectField>
            <RadioGroupField
              legend="Scheme type"
              name="schemetype"
              direction="row"
              value={fields.schemetype}
              onChange={(event) => form.setField('schemetype', event.target.value as ClientRecord['schemetype'])}
            >
              <Radio value="regular">Regular</Radio>
              <Radio value="composite">Composite</Radio>
            </RadioGroupField>
            <CheckboxField
              label="SEZ unit or developer (its supplies are zero-rated)"
              name="sez"
              checked={fields.sez === 1}
              onChange={(event) => form.setField('sez', event.target.checked ? 1 : 0)}
            />
          </Grid>
        </Card>
        <Card variation="outlined">
          <LocationEditor
            list={form.state.addresses}
            actions={form.addresses}
            entryErrors={form.errors.addressEntry}
            rowErrors={form.errors.addressRows}
            onPrimary={form.setPrimary}
          />
        </Card>
        <Card variation="outlined">
          <ContactEditor
            list={form.state.contacts}
            actions={form.contacts}
            entryErrors={form.errors.contactEntry}
            rowErrors={form.errors.contactRows}
          />
        </Card>
        <Flex gap="0.75rem">
          <Button type="submit" variation="primary" isLoading={form.saving} loadingText="Saving…">
            Save
          </Button>
          <Button onClick={() => guard.leaveWith(() => location.assign(clientsHref.list))}>Cancel</Button>
        </Flex>
      </Flex>
      <ConfirmDialog
        open={guard.asking}
        question={UNSAVED_CHANGES_QUESTION}
        cancelLabel="Stay"
        confirmLabel="Leave"
        onCancel={guard.stay}
        onConfirm={guard.leave}
      />
    </form>
  );
}
