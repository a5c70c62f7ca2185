// Who the document is addressed to, as the kind's row says: a client with its billing and
// shipping address and contact (and a consignee, another client, when shipping differs), or for a
// consumer kind the B2C receiver typed in its modal, or a client.
import { Alert, Button, CheckboxField, Flex, Grid, Heading, SelectField, Text } from '@aws-amplify/ui-react';
import { DOCUMENT_APP_MESSAGES, OTHER_COUNTRIES_STATE_CODE, kindFacts, partyNounOf, primaryAddressOf, stateNameOf, type ClientListRow, type KindInTable } from '@bahi/shared';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { FieldErrors } from '../../../../app/form-validation';
import { clientsByRole, clientsOffered } from '../clients-by-role';
import { fetchClientContacts } from '../document-api';
import { BLANK_RECEIVER, addressedAsOriginal, hasReceiver, withoutOriginal, type DocumentFormState } from '../form-state';
import { ReceiverModal } from './receiver-modal';

/** A client in India without a GSTIN: a B2B invoice to it is reported as a sale to an unregistered person. */
const unregisteredInIndia = (client: ClientListRow | undefined) => client !== undefined && client.gstin === '' && client.state !== OTHER_COUNTRIES_STATE_CODE;

/** A client's addresses and contacts for the pickers (once per client while the form is open), through the kind's call. */
export function useClientContacts(kind: KindInTable, clientId: string) {
  return useSWR(clientId === '' ? null : ['document-contacts', kind, clientId], () => fetchClientContacts(kind, clientId), { revalidateOnFocus: false });
}

interface PartySectionProps {
  kind: KindInTable;
  consumer: boolean;
  clients: readonly ClientListRow[];
  state: DocumentFormState;
  errors: FieldErrors;
  update(patch: Partial<DocumentFormState>): void;
  /** A saved note's party: its original, which cannot change, is that party's. */
  partyFixed?: boolean;
}

export function PartySection({ kind, consumer, clients, state, errors, update, partyFixed = false }: PartySectionProps) {
  const [receiverOpen, setReceiverOpen] = useState(false);
  const noun = partyNounOf(kindFacts(kind));
  const { receiver } = state;
  const typed = hasReceiver(receiver);
  const receiverLine = [receiver.name, receiver.address, receiver.mobile, stateNameOf(receiver.stateCode)].filter(Boolean).join(' · ');
  // A note's original, and the lines taken from it, belong to the client it was picked for.
  const pickedOriginal = kindFacts(kind).note !== undefined && state.note.referenceId !== '';
  const chooseClient = (clientId: string) =>
    update({
      clientId,
      billingAddressId: '',
      contactId: '',
      shippingClientId: '',
      shippingAddressId: '',
      shippingContactId: '',
      receiver: BLANK_RECEIVER,
      ...(pickedOriginal ? { note: withoutOriginal(state.note), lines: [] } : {}),
    });

  return (
    <Flex direction="column" gap="0.8rem">
      <Heading level={5}>{consumer ? 'Receiver' : noun}</Heading>
      {consumer && state.clientId === '' && (
        <Flex direction="column" gap="0.4rem" data-field-error={errors.address || errors.statecode ? true : undefined}>
          {typed && <Text aria-label="Receiver details">{receiverLine}</Text>}
          <Button size="small" alignSelf="flex-start" onClick={() => setReceiverOpen(true)}>
            {typed ? 'Edit receiver' : 'Add receiver'}
          </Button>
          {(errors.address || errors.statecode) && <Text color="font.error">{errors.address ?? errors.statecode}</Text>}
        </Flex>
      )}
      {addressedAsOriginal(kind, state) && (
        <Text aria-label="Receiver details">
          {receiverLine} (the receiver of {state.note.referenceNo})
        </Text>
      )}
      <ClientPicker
        label={consumer ? 'Or choose a client' : noun}
        placeholder={`Choose a ${noun.toLowerCase()}`}
        clients={clientsOffered(clients, kindFacts(kind).selfInvoice === true, state.clientId)}
        role={kindFacts(kind).partyRole}
        value={state.clientId}
        error={errors.client_id}
        fixed={partyFixed}
        onChange={chooseClient}
      />
      {/* Said when the client is chosen, not at return time after the B2B number is used (walk 26 L9).
          A buyer outside India has no GSTIN: its invoice is an export (GSTR-1 table 6A), as the return's check says. */}
      {kind === 'b2b' && unregisteredInIndia(clients.find((client) => client.id === state.clientId)) && (
        <Alert variation="warning" role="status">
          {DOCUMENT_APP_MESSAGES.b2bClientUnregistered}
        </Alert>
      )}
      {state.clientId !== '' && (
        <>
          <AddressPickers
            kind={kind}
            clientId={state.clientId}
            addressLabel="Billing address"
            contactLabel="Contact"
            addressId={state.billingAddressId}
            contactId={state.contactId}
            addressError={errors.clientaddressid}
            fillUsualAddress
            onAddress={(billingAddressId) => update({ billingAddressId })}
            onContact={(contactId) => update({ contactId })}
          />
          <CheckboxField
            label="Shipping address same as billing"
            name="isaddrsame"
            checked={state.sameShipping}
            onChange={(event) => update({ sameShipping: event.target.checked, shippingClientId: state.clientId, shippingAddressId: '', shippingContactId: '' })}
          />
          {!state.sameShipping && (
            <>
              <ClientPicker
                label="Consignee"
                placeholder="Choose a client"
                clients={clients}
                role="buyer"
                value={state.shippingClientId || state.clientId}
                onChange={(shippingClientId) => update({ shippingClientId, shippingAddressId: '', shippingContactId: '' })}
              />
              <AddressPickers
                kind={kind}
                clientId={state.shippingClientId || state.clientId}
                addressLabel="Shipping address"
                contactLabel="Shipping contact"
                addressId={state.shippingAddressId}
                contactId={state.shippingContactId}
                addressError={errors.shippingclientaddressid}
                onAddress={(shippingAddressId) => update({ shippingAddressId })}
                onContact={(shippingContactId) => update({ shippingContactId })}
              />
            </>
          )}
        </>
      )}
      {receiverOpen && (
        <ReceiverModal
          initial={receiver}
          onClose={() => setReceiverOpen(false)}
          onDone={(typed) => {
            update({ receiver: typed });
            setReceiverOpen(false);
          }}
        />
      )}
    </Flex>
  );
}

interface ClientPickerProps {
  label: string;
  placeholder: string;
  clients: readonly ClientListRow[];
  /** The side the party is of: its clients of a fitting type are listed first. */
  role: 'buyer' | 'supplier';
  value: string;
  error?: string;
  fixed?: boolean;
  onChange(clientId: string): void;
}

const clientOption = (client: ClientListRow) => (
  <option key={client.id} value={client.id}>
    {client.companyname}
    {client.gstin ? ` (${client.gstin})` : ''}
  </option>
);

function ClientPicker({ label, placeholder, clients, role, value, error, fixed = false, onChange }: ClientPickerProps) {
  const { fitting, others } = clientsByRole(clients, role);
  return (
    <SelectField
      label={label}
      placeholder={placeholder}
      value={value}
      isDisabled={fixed}
      onChange={(event) => onChange(event.target.value)}
      hasError={Boolean(error)}
      errorMessage={error}
    >
      {fitting.length === 0 || others.length === 0 ? (
        clients.map(clientOption)
      ) : (
        <>
          <optgroup label={role === 'buyer' ? 'Customers' : 'Suppliers'}>{fitting.map(clientOption)}</optgroup>
          <optgroup label="Other clients">{others.map(clientOption)}</optgroup>
        </>
      )}
    </SelectField>
  );
}

interface AddressPickersProps {
  kind: KindInTable;
  clientId: string;
  addressLabel: string;
  contactLabel: string;
  addressId: string;
  contactId: string;
  addressError?: string;
  /** Billing: a newly chosen client's primary address is filled in. */
  fillUsualAddress?: boolean;
  onAddress(id: string): void;
  onContact(id: string): void;
}

function AddressPickers({ kind, clientId, addressLabel, contactLabel, addressId, contactId, addressError, fillUsualAddress = false, onAddress, onContact }: AddressPickersProps) {
  const { data } = useClientContacts(kind, clientId);
  // The primary address is where most of a client's documents go: filled in, and changed by the
  // user when this one goes elsewhere. Not for shipping, which is asked for only when it differs
  // from billing.
  // A client's only contact is its contact: filled in with the address, so that an SMS on save
  // reaches it (walk 32 M3: "no mobile number" for a client whose one contact had one).
  const addresses = data?.clientaddresses;
  const contacts = data?.clientcontacts;
  useEffect(() => {
    if (!fillUsualAddress || addressId !== '' || !addresses) return;
    const usual = primaryAddressOf(addresses);
    if (!usual) return;
    onAddress(usual.id);
    const only = contacts?.length === 1 ? contacts[0] : undefined;
    if (only && contactId === '') onContact(only.id);
  }, [fillUsualAddress, addresses, contacts, addressId, contactId, onAddress, onContact]);
  return (
    <Grid templateColumns={{ base: '1fr', medium: '2fr 1fr' }} gap="0.8rem">
      <SelectField
        label={addressLabel}
        placeholder="Choose an address"
        value={addressId}
        onChange={(event) => onAddress(event.target.value)}
        hasError={Boolean(addressError)}
        errorMessage={addressError}
      >
        {(data?.clientaddresses ?? []).map((address) => (
          <option key={address.id} value={address.id}>
            {[address.address, address.city, address.statename, address.pincode].filter(Boolean).join(', ')}
          </option>
        ))}
      </SelectField>
      <SelectField label={contactLabel} placeholder="No contact" value={contactId} onChange={(event) => onContact(event.target.value)}>
        {(data?.clientcontacts ?? []).map((contact) => (
          <option key={contact.id} value={contact.id}>
            {contact.name}
            {contact.mobile1 ? ` · ${contact.mobile1}` : ''}
          </option>
        ))}
      </SelectField>
    </Grid>
  );
}
