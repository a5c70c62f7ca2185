// The add-item modal (spec part 1 §2, §3 Line item): pick a catalogue item and its look-up fills
// price, GST rate, cess, HSN/SAC and unit, shows stock in hand (a warning when the quantity is
// more) and this client's previous price; then quantity, price with or without tax, discount as
// an amount or a percent, and serial numbers when the organisation tracks inventory: a sale picks
// them from those in stock, a purchase types those of the units it brings in. Editing a line looks
// its item up on opening, for the same facts and warning, leaving what the line says alone.
import { Alert, Button, CheckboxField, Fieldset, Flex, Grid, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { DOCUMENT_MESSAGES, kindFacts, type CatalogueRow, type KindInTable } from '@bahi/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Modal } from '../../../../app/modal';
import { InBody } from './in-body';
import type { FieldErrors } from '../../../../app/form-validation';
import { lookUpItem, type LookupParty } from '../document-api';
import { newLineKey, type AmountMode, type LineState } from '../form-state';
import { exceedsStock, itemFactsText } from '../item-facts';
import { pickableSerials, serialsToSend, unitCount, unitRows } from '../unit-serials';

type Lookup = Awaited<ReturnType<typeof lookUpItem>>;

const UNIT_DETAILS_LABEL = 'Record a serial number or details for each unit';

export const blankLine = (): LineState => ({
  key: newLineKey(),
  itemId: '',
  itemName: '',
  hsn: '',
  unit: '',
  qty: '1',
  unitPrice: '',
  priceMode: 'notax',
  discountMode: 'percent',
  discount: '',
  gstRate: '',
  cess: '',
  goodsService: 'goods',
  serials: [],
  advance: '',
});

export interface LineModalProps {
  kind: KindInTable;
  orgId: string;
  catalogue: readonly CatalogueRow[];
  party: LookupParty;
  inventoryTracking: boolean;
  /** The line to edit, or a blank one. */
  initial: LineState;
  /** False on a note that changes a price alone: its lines move no stock (no stock warning, no serials). */
  movesStock?: boolean;
  /** The line's messages, from the same schema the save runs ({} when it is fine). */
  check(line: LineState, serialsRequired: boolean): FieldErrors;
  onDone(line: LineState): void;
  onClose(): void;
}

export function LineModal({ kind, orgId, catalogue, party, inventoryTracking, initial, movesStock = true, check, onDone, onClose }: LineModalProps) {
  const [line, setLine] = useState(initial);
  const [found, setFound] = useState<Lookup | null>(null);
  // Once Add is pressed, the line is checked as it is typed: a message goes as soon as its field is put right (walk 39 L10).
  const [tried, setTried] = useState(false);
  const [lookupFailure, setLookupFailure] = useState<string | null>(null);
  // A unit's serial number or details are asked for only when wanted: 500 boxes of screws need none (walk 26 L2).
  const [unitDetails, setUnitDetails] = useState(initial.serials.length > 0);
  // The item last looked up: an answer for an item no longer picked is dropped.
  const lookingUp = useRef('');
  const editing = initial.itemId !== '';
  const set = (patch: Partial<LineState>) => setLine((current) => ({ ...current, ...patch }));
  const text = (name: 'itemName' | 'hsn' | 'unit' | 'qty' | 'unitPrice' | 'discount' | 'gstRate' | 'cess' | 'advance') => ({
    value: line[name],
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
  });
  const errorOf = (name: string) => ({ hasError: Boolean(errors[name]), errorMessage: errors[name] });
  // Serials in stock are picked only where the document takes them out (walk 26 M3: a payment
  // voucher's advance demanded two of the drills in stock).
  // An edited line keeps the serials it held while its item is unchanged.
  const heldSerials = line.itemId === initial.itemId ? initial.serials : [];
  const direction = movesStock ? kindFacts(kind).stock : 'none';
  const serialChoices = inventoryTracking && found && direction === 'out' ? pickableSerials(found.serials, heldSerials) : [];
  const serialsRequired = serialChoices.length > 0;
  // A bought line of goods: one row per unit for its serial number or details, all or none.
  const receivesSerials = inventoryTracking && direction === 'in' && line.goodsService === 'goods';
  const typedRows = receivesSerials && unitDetails ? unitRows(line.serials, unitCount(line.qty)) : [];
  // The rows are checked as typed (so one left blank is caught); a line with all blank carries none.
  const problemsNow = () => check(receivesSerials ? { ...line, serials: typedRows } : line, serialsRequired);
  const errors: FieldErrors = tried ? problemsNow() : {};
  // A saved sale's line has its saved quantity out already, while its item is unchanged.
  // A rate revision sends out no goods (walk 29: it warned of a shortage).
  const overStock = movesStock && found !== null && exceedsStock(kind, found.stockinhand, line.qty, line.itemId === initial.itemId ? initial.savedQty : undefined);

  // Edit item shows the stock in hand and its warning as Add item does (walk 27 L1).
  useEffect(() => {
    if (editing) void lookUp(initial.itemId);
    // Once, on opening: a later pick looks its own item up.
  }, []);

  /** The item's facts (stock, previous price, serials in stock); null when the look-up failed or another item was picked meanwhile. */
  async function lookUp(itemId: string): Promise<Lookup | null> {
    lookingUp.current = itemId;
    try {
      const item = await lookUpItem(kind, orgId, itemId, party);
      if (lookingUp.current !== itemId) return null;
      setFound(item);
      return item;
    } catch (error) {
      setLookupFailure(error instanceof Error ? error.message : String(error));
      return null;
    }
  }

  async function pickItem(itemId: string) {
    set({ itemId });
    setLookupFailure(null);
    if (itemId === '') return;
    const item = await lookUp(itemId);
    if (item) {
      set({
        itemId,
        itemName: item.short_name,
        hsn: item.hsn_sac_code,
        unit: item.metric,
        // A supplier's document (a payment voucher's advance) starts from what the item is bought at.
        unitPrice: (kindFacts(kind).partyRole === 'supplier' ? item.purchase_price : item.unit_price).replace(/\.00$/, ''),
        gstRate: String(item.gst_rate),
        cess: item.cess === 0 ? '' : String(item.cess),
        goodsService: item.goods_service,
        serials: [],
      });
    }
  }

  function toggleSerial(serial: string, on: boolean) {
    set({ serials: on ? [...line.serials, serial] : line.serials.filter((each) => each !== serial) });
  }

  function typeSerial(index: number, value: string) {
    set({ serials: typedRows.map((row, each) => (each === index ? value : row)) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setTried(true);
    if (Object.keys(problemsNow()).length === 0) onDone(receivesSerials ? { ...line, serials: serialsToSend(typedRows) } : line);
  }

  const title = editing ? 'Edit item' : 'Add item';
  return (
    <InBody>
    <Modal title={title} onClose={onClose}>
      <form onSubmit={submit} aria-label={title} noValidate>
        <Flex direction="column" gap="0.8rem">
          <SelectField label="Item" placeholder="Choose an item" value={line.itemId} onChange={(event) => void pickItem(event.target.value)} {...errorOf('item_id')}>
            {catalogue.map((item) => (
              <option key={item.id} value={item.id}>
                {item.short_name}
              </option>
            ))}
          </SelectField>
          {lookupFailure && <Alert variation="error">{lookupFailure}</Alert>}
          {found && (
            <Text fontSize="small" aria-label="Item facts">
              {itemFactsText(found, inventoryTracking)}
            </Text>
          )}
          <Grid templateColumns={{ base: '1fr', medium: '2fr 1fr 1fr' }} gap="0.8rem">
            <TextField label="Item name" autoComplete="off" {...text('itemName')} {...errorOf('item_name')} />
            <TextField label="HSN/SAC" autoComplete="off" {...text('hsn')} {...errorOf('hsncode')} />
            <TextField label="Unit" autoComplete="off" {...text('unit')} />
          </Grid>
          <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr' }} gap="0.8rem">
            <TextField label="Quantity" inputMode="decimal" autoComplete="off" {...text('qty')} {...errorOf('qty')} />
            <TextField label="Rate" inputMode="decimal" autoComplete="off" placeholder="0.00" {...text('unitPrice')} {...errorOf('unit_price')} />
            <SelectField
              label="Rate is"
              value={line.priceMode}
              onChange={(event) => set({ priceMode: event.target.value as LineState['priceMode'] })}
              {...errorOf('original_price')}
            >
              <option value="notax">Without tax</option>
              <option value="intax">Including tax</option>
            </SelectField>
          </Grid>
          {overStock && (
            <Alert variation="warning" role="status">
              {DOCUMENT_MESSAGES.stockExceeded}
            </Alert>
          )}
          <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr 1fr' }} gap="0.8rem">
            <TextField label="Discount" inputMode="decimal" autoComplete="off" {...text('discount')} {...errorOf('discount')} />
            <SelectField label="Discount in" value={line.discountMode} onChange={(event) => set({ discountMode: event.target.value as AmountMode })}>
              <option value="percent">%</option>
              <option value="amount">₹</option>
            </SelectField>
            <TextField label="GST rate (%)" inputMode="decimal" autoComplete="off" {...text('gstRate')} {...errorOf('gstrate')} />
            <TextField label="Cess (%)" inputMode="decimal" autoComplete="off" {...text('cess')} {...errorOf('cess')} />
          </Grid>
          {kindFacts(kind).voucher && (
            <TextField
              label="Advance amount (₹)"
              inputMode="decimal"
              autoComplete="off"
              placeholder="All of quantity × rate"
              descriptiveText="The money taken (or given back); its tax is backed out at the highest rate of the lines."
              {...text('advance')}
              {...errorOf('advancedAmount')}
            />
          )}
          {serialsRequired && (
            <Fieldset legend="Serial numbers" direction="row" wrap="wrap" gap="0.75rem" variation="plain">
              {serialChoices.map((serial) => (
                <CheckboxField key={serial} label={serial} name="serials" value={serial} checked={line.serials.includes(serial)} onChange={(event) => toggleSerial(serial, event.target.checked)} />
              ))}
              {errors.itemPurchaseDetails && <Text color="font.error">{errors.itemPurchaseDetails}</Text>}
            </Fieldset>
          )}
          {receivesSerials && unitCount(line.qty) > 0 && (
            <CheckboxField label={UNIT_DETAILS_LABEL} name="unitDetails" value="yes" checked={unitDetails} onChange={(event) => setUnitDetails(event.target.checked)} />
          )}
          {typedRows.length > 0 && (
            <Fieldset legend="Serial numbers or individual details (optional: all units or none)" direction="row" wrap="wrap" gap="0.75rem" variation="plain">
              {typedRows.map((row, index) => (
                <TextField key={index} label={`Unit ${index + 1}`} autoComplete="off" value={row} onChange={(event) => typeSerial(index, event.target.value)} />
              ))}
              {errors.itemPurchaseDetails && <Text color="font.error">{errors.itemPurchaseDetails}</Text>}
            </Fieldset>
          )}
          <Flex gap="0.75rem">
            <Button type="submit" variation="primary">
              {editing ? 'Update item' : 'Add item'}
            </Button>
            <Button onClick={onClose}>Cancel</Button>
          </Flex>
        </Flex>
      </form>
    </Modal>
    </InBody>
  );
}
