// The one document form (spec part 1 §2–§5, §9), laid out for every kind and configured by the
// kind's row of the kind table: the party rule picks the client pickers or the B2C receiver,
// asksValidUntil / asksChallanReason / asksPurchaseDetails add their fields, reverseCharge
// 'optional' shows its checkbox, receiverBeforeItems keeps the add-item modal closed until a
// client or receiver is chosen, `note` asks for the original the note refers to.
import { Alert, Button, Card, CheckboxField, Flex, Grid, Heading, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import {
  asksExportDetails,
  asksExportUnderLut,
  collectsTax,
  OTHER_COUNTRIES_STATE_CODE,
  DOCUMENT_APP_MESSAGES,
  DOCUMENT_MESSAGES,
  EARLIEST_DOCUMENT_DATE,
  KIND_RULES,
  PAYMENT_TERM_DAYS,
  fillMessage,
  financialYearOf,
  isAdvanceVoucher,
  issuedInComposition,
  supplierRefusal,
  kindOfDocumentId,
  labelInSentence,
  taxedLinesOnExemptKind,
  voucherSideOf,
  type CatalogueRow,
  type ClientListRow,
  type CustomFieldDefinition,
  type DocumentFormResponse,
  type DocumentKindFacts,
  type DocumentTotals,
  type KindInTable,
} from '@bahi/shared';
import { useState, type FormEvent } from 'react';
import { CashOrBankFields } from '../../../../app/cash-or-bank-fields';
import { ConfirmDialog } from '../../../../app/confirm-dialog';
import { useOrgPermission } from '../../../../app/use-org-permission';
import { ExportDetailsFields } from './export-details-fields';
import { CustomFieldInputs } from '../../../items/components/custom-field-inputs';
import { UNSAVED_CHANGES_QUESTION, useUnsavedChanges } from '../../../shell/use-unsaved-changes';
import type { LookupParty } from '../document-api';
import { lineProblems } from '../form-checks';
import { addressedAsOriginal, linesLeftToCredit, moneyBy, partiesAndLinesOfView, type DocumentFormState, type LineState } from '../form-state';
import { linesWithDiscountTooLarge, liveTotals } from '../live-totals';
import { useDocumentForm, type SavedDocumentRef } from '../use-document-form';
import type { SaveTarget } from '../wire-body';
import { ChargesFields } from './charges-fields';
import { blankLine, LineModal } from './line-modal';
import { LinesTable } from './lines-table';
import { NoteReferenceFields } from './note-reference-fields';
import { NumberField } from './number-field';
import { PartySection, useClientContacts } from './party-section';
import { PurchaseFields } from './purchase-fields';
import { RefundSourceField } from './refund-source-field';
import { TotalsPanel } from './totals-panel';

/** An invoice made from a receipt voucher (a purchase from a payment voucher) takes the advance of the voucher's party: its party is the voucher's (advances.ts). */
const takesAdvance = (facts: DocumentKindFacts, convertedFrom: string) => !facts.voucher && isAdvanceVoucher(kindOfDocumentId(convertedFrom) ?? '');

/**
 * A composition dealer's sale of goods to another state: Section 10(2)(d) CGST Act bars it from the
 * scheme, so the form says so while it can still be changed (walk 27 M1: an inter-state bill of
 * supply went through without a word). The save is not refused: the law ends the scheme, the books
 * still record the supply.
 */
const interStateGoodsOfCompositionDealer = (formData: DocumentFormResponse, facts: DocumentKindFacts, state: DocumentFormState, totals: DocumentTotals | null) =>
  formData.orgitDetails.schemetype === 'composite' &&
  facts.partyRole === 'buyer' &&
  totals?.supply === 'inter' &&
  state.lines.some((line) => line.goodsService === 'goods');

/**
 * A regular dealer's new bill of supply with taxed lines: the save refuses them (walk 33E E1), so
 * the form names each as soon as it is added. An edit is left to the save: a bill issued while the
 * organisation was a composition dealer keeps its items' rates.
 */
const taxedLinesOnBillOfSupply = (kind: KindInTable, formData: DocumentFormResponse, state: DocumentFormState, editing: boolean): string[] =>
  editing || formData.orgitDetails.schemetype === 'composite'
    ? []
    : taxedLinesOnExemptKind(
        kind,
        state.lines.filter((line) => line.itemName !== '').map((line) => ({ itemName: line.itemName, gstRateBps: Math.round(Number(line.gstRate) * 100) || 0 })),
      ).map(({ message }) => message);

const TRANSPORT_MODES = ['Road', 'Rail', 'Air', 'Ship'];
/** Rule 55 CGST Rules: why goods travel on a challan. */
const CHALLAN_REASONS = ['Job work', 'Supply on approval', 'Supply of liquid gas', 'Exhibition', 'Others'];

export interface DocumentFormViewProps {
  kind: KindInTable;
  orgId: string;
  formData: DocumentFormResponse;
  clients: readonly ClientListRow[];
  catalogue: readonly CatalogueRow[];
  initial: DocumentFormState;
  target: SaveTarget;
  title: string;
  /** The saved document's number (edit); absent: the next number or a typed one. */
  savedNumber?: string;
  /** Said above the form, such as that the source of a conversion was converted before. */
  warning?: string;
  /** Told above the form, such as the advance a receipt voucher's invoice takes. */
  notice?: string;
  onSaved(saved: SavedDocumentRef): Promise<void> | void;
  onCancel(): void;
}

export function DocumentFormView(props: DocumentFormViewProps) {
  const { kind, orgId, formData, clients, catalogue, title, savedNumber } = props;
  const form = useDocumentForm({
    kind,
    orgId,
    initial: props.initial,
    target: props.target,
    onSaved: async (saved) => {
      guard.release();
      await props.onSaved(saved);
    },
  });
  const guard = useUnsavedChanges(form.dirty);
  const maySendSms = useOrgPermission(orgId, 'sms.send');
  const { facts, state, errors, update } = form;
  // A bill of supply charges no tax, nor does anything a composition dealer issues (issuedInComposition).
  const inComposition = issuedInComposition(kind, state.scheme);
  const taxed = KIND_RULES[kind].taxed && !inComposition;
  const [editing, setEditing] = useState<{ index: number | null; line: LineState } | null>(null);
  // A line stored on a saved document is deleted there at once (the spec's deleteItem): asked first.
  const [removing, setRemoving] = useState<number | null>(null);
  const consumer = facts.party === 'consumer';

  // The party's state decides intra (CGST+SGST) or inter state (IGST): the client's, else its billing address's, else the receiver's.
  const { data: contacts } = useClientContacts(kind, state.clientId);
  const client = clients.find((each) => each.id === state.clientId);
  const billingState = contacts?.clientaddresses.find((address) => address.id === state.billingAddressId)?.state_id ?? '';
  const partyStateCode = state.clientId !== '' ? client?.state || billingState : consumer || addressedAsOriginal(kind, state) ? state.receiver.stateCode : '';
  const partySez = client?.sez === 1;
  const totals = liveTotals({ kind, state, orgStateCode: formData.orgitDetails.statecode, partyStateCode, partySez });
  // A purchase charging GST from a supplier who may not charge it, or a self-invoice naming a registered supplier: the save refuses it (walk 36 H1, L1).
  const refusedSupplier = client ? supplierRefusal(kind, { gstin: client.gstin, composition: client.schemetype === 'composite', stateCode: client.state, clientType: Number(client.clientid) }, state.reverseCharge, totals?.taxTotal ?? 0) : null;
  const discountTooLarge = linesWithDiscountTooLarge(kind, state.lines);
  const refusals = discountTooLarge.map((index) => fillMessage(DOCUMENT_APP_MESSAGES.discountTooLargeOnLine, { line: String(index + 1), item: state.lines[index]?.itemName ?? '' }));
  const lookupParty: LookupParty = state.clientId !== '' ? { clientId: state.clientId } : consumer && state.receiver.stateCode !== '' ? { stateCode: state.receiver.stateCode } : null;

  const text = (name: keyof DocumentFormState & string, wire: string) => ({
    value: state[name] as string,
    onChange: (event: { target: { value: string } }) => update({ [name]: event.target.value }),
    hasError: Boolean(errors[wire]),
    errorMessage: errors[wire],
  });

  /** Spec part 1 §5, part 2 §5: where the row says so, no item before a client or a receiver is chosen. */
  function addItem() {
    const receiverChosen = state.clientId !== '' || (consumer && (state.receiver.name.trim() !== '' || state.receiver.address.trim() !== ''));
    if (facts.receiverBeforeItems && !receiverChosen) {
      form.showError('client_id', DOCUMENT_MESSAGES.selectReceiver);
      return;
    }
    setEditing({ index: null, line: blankLine() });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.save();
  }

  return (
    <form onSubmit={submit} noValidate aria-label={title} data-document-form>
      <Flex direction="column" gap="1rem">
        <Heading level={3}>{title}</Heading>
        {props.warning ? <Alert variation="warning">{props.warning}</Alert> : null}
        {props.notice ? <Alert variation="info">{props.notice}</Alert> : null}
        <Card variation="outlined">
          <Grid className="bahi-form-header" templateColumns={{ base: '1fr', medium: 'repeat(4, 1fr)' }} gap="0.8rem" alignItems="start">
            {savedNumber ? (
              <TextField label={`${facts.label} number`} value={savedNumber} isReadOnly />
            ) : (
              <NumberField
                kind={kind}
                orgId={orgId}
                label={`${facts.label} number`}
                prefix={formData.orgSequence.org_invoice_sequence}
                next={formData.orgSequence.next_invoice_no}
                nextYear={financialYearOf(formData.getServerDate).startYear}
                lastIssued={formData.orgSequence.last_issued}
                date={state.date}
                value={state.number}
                error={errors[facts.numberField]}
                onChange={(number) => update({ number })}
              />
            )}
            <TextField
              label="Date"
              type="date"
              min={EARLIEST_DOCUMENT_DATE}
              value={state.date}
              onChange={(event) => form.setDate(event.target.value)}
              hasError={Boolean(errors[facts.dateField])}
              errorMessage={errors[facts.dateField]}
            />
            <SelectField label="Payment terms" value={state.termDays} onChange={(event) => form.setTerm(event.target.value)}>
              {PAYMENT_TERM_DAYS.map((days) => (
                <option key={days} value={String(days)}>
                  {days === 0 ? 'Due on receipt' : `Net ${days} days`}
                </option>
              ))}
            </SelectField>
            <TextField label="Due date" type="date" min={state.date} {...text('dueDate', 'due_date')} />
            {facts.asksValidUntil && <TextField label="Valid until" type="date" min={state.date} {...text('validDate', 'validDate')} />}
            <TextField label="Order number" autoComplete="off" {...text('orderNumber', 'ordernum')} />
            {facts.note ? (
              <NoteReferenceFields
                kind={kind}
                orgId={orgId}
                clientId={state.clientId}
                note={state.note}
                errors={errors}
                fixed={props.target.kind === 'update'}
                onChange={(note) => update({ note })}
                onPick={(original) => {
                  // A note is issued under the scheme its original was (a bill of supply of the composition scheme: no tax).
                  const picked = { ...partiesAndLinesOfView(original, false), scheme: original.seller.schemetype };
                  // A credit note starts from what is left to credit; a debit note from the lines as sold.
                  update(facts.note === 'credit' ? { ...picked, lines: linesLeftToCredit(picked.lines, original.credit_left?.items ?? null) } : picked);
                }}
              />
            ) : (
              <>
                <TextField label="Reference number" autoComplete="off" {...text('referenceNo', 'referenceno')} />
                <TextField label="Reference type" autoComplete="off" {...text('referenceType', 'referencetype')} />
              </>
            )}
            <TextField label="E-commerce GSTIN" autoComplete="off" spellCheck={false} {...text('ecommerceGstin', 'ecommerceGstin')} />
            {facts.asksPurchaseDetails && <PurchaseFields purchase={state.purchase} errors={errors} onChange={(purchase) => update({ purchase })} />}
            {facts.voucher === 'refund' && !savedNumber && (
              <RefundSourceField orgId={orgId} clientId={state.clientId} value={state.convertedFrom} error={errors.referenceid} onChange={(convertedFrom, money) => update(money ? { convertedFrom, money } : { convertedFrom })} />
            )}
            {facts.voucher && (
              // Not in the spec, whose vouchers all went to cash: most advances go by bank.
              <CashOrBankFields
                legend={voucherSideOf(facts) === 'advanceReceived' ? 'Received in' : 'Paid from'}
                banks={formData.banks}
                method={{ name: 'payment_method', value: state.money.method, onChange: (event) => update({ money: moneyBy(event.target.value, state.money, formData.banks) }) }}
                account={{ value: state.money.account, onChange: (event) => update({ money: { ...state.money, account: event.target.value } }), hasError: Boolean(errors.payment_account), errorMessage: errors.payment_account }}
              />
            )}
            {facts.asksChallanReason && (
              <>
                <TextField label="Challan reason" list="challan-reasons" autoComplete="off" {...text('challanReason', 'dctype')} />
                <datalist id="challan-reasons">
                  {CHALLAN_REASONS.map((reason) => (
                    <option key={reason} value={reason} />
                  ))}
                </datalist>
              </>
            )}
          </Grid>
        </Card>

        <Card variation="outlined">
          <PartySection
            kind={kind}
            consumer={consumer}
            clients={clients}
            state={state}
            errors={errors}
            update={update}
            partyFixed={(facts.note !== undefined && props.target.kind === 'update') || takesAdvance(facts, state.convertedFrom)}
          />
        </Card>
        {/* Between the party and the items, where both are chosen (walk 29: low in the totals, it was missed). */}
        {refusedSupplier && (
          <Alert variation="error" role="status">
            {fillMessage(DOCUMENT_APP_MESSAGES[refusedSupplier], { supplier: client?.companyname ?? '' })}
          </Alert>
        )}
        {interStateGoodsOfCompositionDealer(formData, facts, state, totals) && (
          <Alert variation="warning" role="status">
            {DOCUMENT_APP_MESSAGES.compositionInterState}
          </Alert>
        )}
        {taxedLinesOnBillOfSupply(kind, formData, state, props.target.kind === 'update').map((message) => (
          <Alert key={message} variation="error" role="status">
            {message}
          </Alert>
        ))}
        {asksExportDetails(kind) && partyStateCode === OTHER_COUNTRIES_STATE_CODE && (
          <Card variation="outlined">
            <Flex direction="column" gap="0.6rem">
              <Heading level={5}>Export</Heading>
              <ExportDetailsFields field={text} countryRequired={collectsTax(kind)} invoiceDate={state.date} />
            </Flex>
          </Card>
        )}

        <Card variation="outlined">
          <Flex direction="column" gap="0.6rem">
            <Flex justifyContent="space-between" alignItems="center">
              <Heading level={5}>Items</Heading>
              <Button size="small" onClick={addItem}>
                Add item
              </Button>
            </Flex>
            <LinesTable
              lines={state.lines}
              totals={totals}
              discountTooLarge={discountTooLarge}
              errors={errors}
              taxed={taxed}
              onEdit={(index) => setEditing({ index, line: state.lines[index] as LineState })}
              onRemove={(index) => (form.deletesStoredLine(index) ? setRemoving(index) : void form.removeLine(index))}
            />
          </Flex>
        </Card>

        <Grid templateColumns={{ base: '1fr', large: '3fr 2fr' }} gap="1rem" alignItems="start">
          <Card variation="outlined">
            <Flex direction="column" gap="0.8rem">
              <ChargesFields state={state} errors={errors} update={update} asksTaxed={taxed && facts.taxesChargesAlways !== true} />
              <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="0.8rem">
                <SelectField label="Transport mode" placeholder="None" {...text('transportMode', 'modeOfTransport')}>
                  {TRANSPORT_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {mode}
                    </option>
                  ))}
                </SelectField>
                <TextField label="Vehicle number" autoComplete="off" {...text('vehicleNo', 'vehicleno')} />
                <TextField label="Number of packages" autoComplete="off" {...text('packages', 'noofitems')} />
                <TextField label="E-way bill number" autoComplete="off" {...text('ewayBillNo', 'ewaybillno')} />
                <CustomFieldInputs
                  fields={formData.getCustomFields as CustomFieldDefinition[]}
                  values={state.customFields}
                  errors={{}}
                  onChange={(id, value) => update({ customFields: { ...state.customFields, [id]: value } })}
                />
              </Grid>
              <TextAreaField label="Terms and conditions" rows={3} {...text('terms', 'tc')} />
              <CheckboxField label={`Save terms for new ${labelInSentence(facts.pluralLabel)}`} name="savetc" checked={state.saveTerms} onChange={(event) => update({ saveTerms: event.target.checked })} />
              <TextAreaField label="Notes" rows={2} {...text('notes', 'notes')} />
            </Flex>
          </Card>
          <Card variation="outlined">
            <Flex direction="column" gap="0.6rem">
              <Heading level={5}>Totals</Heading>
              <TotalsPanel totals={totals} refusals={refusals} />
              <CheckboxField label="Round off" name="roundoff" checked={state.roundOff} onChange={(event) => update({ roundOff: event.target.checked })} />
              {facts.reverseCharge === 'optional' && (
                <CheckboxField label="Reverse charge" name="reversecharge" checked={state.reverseCharge} onChange={(event) => update({ reverseCharge: event.target.checked })} />
              )}
              {facts.reverseCharge === 'always' && <Text fontSize="small">Tax on this document is paid under reverse charge.</Text>}
              {/* A zero-rated supply (a party outside India, or an SEZ unit) may go under a letter of undertaking; a note goes as its original did. */}
              {asksExportUnderLut(kind) &&
                (partyStateCode === OTHER_COUNTRIES_STATE_CODE || partySez || state.exportUnderLut) &&
                (facts.note ? (
                  state.exportUnderLut && <Text fontSize="small">Against a supply under a letter of undertaking: no tax is paid.</Text>
                ) : (
                  <CheckboxField
                    label="Under LUT or bond (no IGST paid)"
                    name="export_lut"
                    checked={state.exportUnderLut}
                    onChange={(event) => update({ exportUnderLut: event.target.checked })}
                    hasError={Boolean(errors.export_lut)}
                    errorMessage={errors.export_lut}
                  />
                ))}
              {!taxed && (
                <Text fontSize="small">{inComposition ? 'No tax is charged: a composition dealer may not collect tax (Section 10(4) CGST Act).' : `No tax is charged on a ${labelInSentence(facts.label)}.`}</Text>
              )}
              {/* Sales text their customers; a purchase has a vendor to pay, not to text. Only a user who may send SMS is offered it. */}
              {facts.family === 'invoices' && maySendSms ? (
                <CheckboxField
                  label={`Send SMS (credit: ${formData.getsmsDetails[0]?.credit ?? 0})`}
                  name="sendsms"
                  checked={state.sendSms}
                  onChange={(event) => update({ sendSms: event.target.checked })}
                />
              ) : null}
            </Flex>
          </Card>
        </Grid>

        <Flex gap="0.75rem">
          <Button type="submit" variation="primary" isLoading={form.saving} loadingText="Saving…" isDisabled={form.saving}>
            Save
          </Button>
          <Button onClick={() => guard.leaveWith(props.onCancel)}>Cancel</Button>
        </Flex>
      </Flex>
      {editing && (
        <LineModal
          kind={kind}
          orgId={orgId}
          catalogue={catalogue}
          party={lookupParty}
          inventoryTracking={formData.orgitDetails.inventory_tracking}
          initial={editing.line}
          movesStock={!facts.note || state.note.movesStock}
          check={(line, serialsRequired) => lineProblems(kind, orgId, state, line, serialsRequired)}
          onClose={() => setEditing(null)}
          onDone={(line) => {
            form.putLine(line, editing.index);
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog open={guard.asking} question={UNSAVED_CHANGES_QUESTION} cancelLabel="Stay" confirmLabel="Leave" onCancel={guard.stay} onConfirm={guard.leave} />
      <ConfirmDialog
        open={removing !== null}
        question={
          removing === null
            ? ''
            : `Delete line ${removing + 1} (${state.lines[removing]?.itemName ?? ''}) from ${savedNumber ?? title}? It is removed from the saved document now, not on Save.`
        }
        cancelLabel="Keep it"
        confirmLabel="Delete line"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const index = removing;
          setRemoving(null);
          if (index !== null) void form.removeLine(index);
        }}
      />
    </form>
  );
}
