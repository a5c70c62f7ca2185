// The stock-tracking modal (spec part 2 §2, §3 Stock tracking; §6: only with the organisation's
// inventory tracking): the low-stock alert flag, the item's own detail rows (name and value: all
// filled or all empty) and a counted in-stock quantity with the day it was counted on (a CA entering
// a month's books late gives the stock as at its first day: walk 27 M2). The first save sets
// tracking up, later ones change it; a new count is recorded by the server as a stock adjustment.
import { Button, CheckboxField, Flex, Grid, Loader, Text, TextField } from '@aws-amplify/ui-react';
import {
  EARLIEST_DOCUMENT_DATE,
  formatCalendarDate,
  ITEM_MESSAGES,
  MAX_DETAIL_NAME_LENGTH,
  MAX_DETAIL_VALUE_LENGTH,
  stockTrackingRequest,
  toCalendarDate,
  type ItemRecord,
} from '@bahi/shared';
import { useRef, useState } from 'react';
import { useAlerts } from '../../../app/alerts';
import { ApiError } from '../../../app/api-client';
import { validateForm, type FieldErrors } from '../../../app/form-validation';
import { FormActions } from '../../../app/form-actions';
import { saveStockTracking } from '../api/items-api';
import { itemsChanged, useItemRecord } from '../hooks/use-items';
import { Modal } from '../../../app/modal';

interface Detail {
  name: string;
  value: string;
}
const BLANK_DETAIL: Detail = { name: '', value: '' };

export interface StockTrackingModalProps {
  orgId: string;
  itemId: string;
  onClose(): void;
}

export function StockTrackingModal({ orgId, itemId, onClose }: StockTrackingModalProps) {
  const { data: item, error, isValidating } = useItemRecord(itemId);
  return (
    <Modal title={item ? `Stock tracking · ${item.short_name}` : 'Stock tracking'} onClose={onClose}>
      {error && <Text color="font.error">{error instanceof Error ? error.message : String(error)}</Text>}
      {/* Wait for the fetch even when a copy is cached: the save sends the stored version. */}
      {!error && (!item || isValidating) && <Loader variation="linear" />}
      {item && !isValidating && <StockTrackingForm orgId={orgId} item={item} onClose={onClose} />}
    </Modal>
  );
}

function StockTrackingForm({ orgId, item, onClose }: { orgId: string; item: ItemRecord; onClose(): void }) {
  const alerts = useAlerts();
  const tracked = item.trackstock === 1;
  const [alert, setAlert] = useState(item.isalert === 1);
  const [details, setDetails] = useState<Detail[]>(item.itemIndiDetails.length > 0 ? item.itemIndiDetails : [BLANK_DETAIL]);
  const [instock, setInstock] = useState('');
  // Today in India: the item's answer carries no server date, and the server refuses a later day.
  const [today] = useState(() => formatCalendarDate(toCalendarDate(new Date())));
  const [countedOn, setCountedOn] = useState(today);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  // Shown inside the modal: alerts sit under a modal's backdrop.
  const [failure, setFailure] = useState<string | null>(null);
  const savingNow = useRef(false);

  const setDetail = (index: number, patch: Partial<Detail>) =>
    setDetails((current) => current.map((detail, at) => (at === index ? { ...detail, ...patch } : detail)));

  async function save() {
    if (savingNow.current) return;
    const body = { itemid: item.id, isalert: alert ? 1 : 0, itemIndiDetails: details, instock, date: countedOn, version: item.version } as const;
    const checked = validateForm(stockTrackingRequest, body);
    // A count is of a day: a cleared day would be saved as today's without a word (walk 29 L2).
    const undated: FieldErrors = instock.trim() !== '' && countedOn === '' ? { date: ITEM_MESSAGES.stockDateRequired } : {};
    // The last save's refusal goes: it is about what was sent then, not what the form holds now.
    setFailure(null);
    if (!checked.ok || Object.keys(undated).length > 0) {
      setErrors({ ...undated, ...(checked.ok ? {} : checked.errors) });
      return;
    }
    setErrors({});
    savingNow.current = true;
    setSaving(true);
    try {
      const saved = await saveStockTracking(body, tracked);
      alerts.show('success', saved.message);
      await itemsChanged(orgId, item.id);
      onClose();
    } catch (problem) {
      if (problem instanceof ApiError) setErrors(Object.fromEntries(problem.fieldErrors.map(({ field, message }) => [field, message])));
      setFailure(problem instanceof Error ? problem.message : String(problem));
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  }

  return (
    <form
      aria-label="Stock tracking"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Flex direction="column" gap="1rem">
        <Text>
          {tracked ? `Stock in hand: ${item.stockinhand} ${item.metric}` : 'Stock of this item is not tracked yet. Saving starts tracking it.'}
        </Text>
        <CheckboxField label="Alert me when stock runs low" name="isalert" checked={alert} onChange={(event) => setAlert(event.target.checked)} />
        <Flex direction="column" gap="0.5rem" as="section" aria-label="Item details">
          <Text fontWeight="600">Item details</Text>
          {details.map((detail, index) => (
            <Grid key={index} templateColumns="1fr 1fr auto" gap="0.5rem" alignItems="end">
              <TextField label={`Detail ${index + 1} name`} maxLength={MAX_DETAIL_NAME_LENGTH} value={detail.name} onChange={(event) => setDetail(index, { name: event.target.value })} />
              <TextField label={`Detail ${index + 1} value`} maxLength={MAX_DETAIL_VALUE_LENGTH} value={detail.value} onChange={(event) => setDetail(index, { value: event.target.value })} />
              <Button
                size="small"
                colorTheme="error"
                aria-label={`Remove detail ${index + 1}`}
                isDisabled={details.length === 1}
                onClick={() => setDetails((current) => current.filter((_, at) => at !== index))}
              >
                Remove
              </Button>
            </Grid>
          ))}
          {errors.itemIndiDetails && (
            <Text color="font.error" role="alert">
              {errors.itemIndiDetails}
            </Text>
          )}
          <Button size="small" alignSelf="flex-start" onClick={() => setDetails((current) => [...current, BLANK_DETAIL])}>
            Add detail
          </Button>
        </Flex>
        <TextField
          label={`In-stock quantity (${item.metric})`}
          descriptiveText={`${tracked ? 'Leave blank to keep the stock in hand. ' : ''}The quantity counted in stock on the day below. Documents dated before that day do not change it; those dated on or after it do.`}
          inputMode="decimal"
          autoComplete="off"
          value={instock}
          onChange={(event) => {
            setInstock(event.target.value);
            setFailure(null);
            setErrors(({ instock: _refused, ...rest }) => rest);
          }}
          hasError={Boolean(errors.instock)}
          errorMessage={errors.instock}
        />
        <TextField
          label="Counted on"
          type="date"
          min={EARLIEST_DOCUMENT_DATE}
          max={today}
          value={countedOn}
          onChange={(event) => {
            setCountedOn(event.target.value);
            setFailure(null);
            setErrors(({ date: _refused, ...rest }) => rest);
          }}
          hasError={Boolean(errors.date)}
          errorMessage={errors.date}
        />
        <FormActions failure={failure} busy={saving} onCancel={onClose} />
      </Flex>
    </form>
  );
}
