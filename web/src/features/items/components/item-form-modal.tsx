// The add and edit item modals (spec part 2 §2, §3 Item, §5, §6): goods or services, the HSN or
// SAC code with its search, unit (services: 55, fixed), GST and cess, prices, purchase date, the
// item code for business types 8 and 9, and the organisation's custom fields. Labels are the
// upload template's headings, so the form and the workbook speak the same words.
import { Button, Flex, Grid, Loader, Radio, RadioGroupField, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import {
  allowedGstRatesOn,
  formatPercent,
  isGoodsUnit,
  ITEM_UPLOAD_COLUMNS,
  SERVICES_UNIT_ID,
  TYPED_DATE_FORMAT,
  type GoodsType,
  type ItemUploadColumnKey,
} from '@bahi/shared';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../app/confirm-dialog';
import { FormActions } from '../../../app/form-actions';
import { UNSAVED_CHANGES_QUESTION, useUnsavedChanges } from '../../shell/use-unsaved-changes';
import { hasItemCode } from '../api/item-columns';
import { itemFormOf, newItemForm, type ItemFormState, type ItemSaveTarget, type ItemTextField } from '../api/item-payload';
import { useItemForm } from '../hooks/use-item-form';
import { itemsChanged, useItemRecord, useUnits, type ItemSettings } from '../hooks/use-items';
import { CodeSearchModal } from './code-search-modal';
import { CustomFieldInputs } from './custom-field-inputs';
import { Modal } from '../../../app/modal';

const label = (key: ItemUploadColumnKey) => ITEM_UPLOAD_COLUMNS.find((column) => column.key === key)?.header ?? key;

interface ItemFormModalProps {
  orgId: string;
  settings: ItemSettings;
  initial: ItemFormState;
  target: ItemSaveTarget;
  title: string;
  onClose(): void;
}

function ItemFormModal({ orgId, settings, initial, target, title, onClose }: ItemFormModalProps) {
  const { data: units } = useUnits(orgId);
  const form = useItemForm(initial, target, settings.customFields, async () => {
    guard.release();
    await itemsChanged(orgId, target.kind === 'update' ? target.itemId : undefined);
    onClose();
  });
  const guard = useUnsavedChanges(form.dirty);
  const [searching, setSearching] = useState(false);
  const { state, errors } = form;
  const goods = state.goodstype === 'goods';
  const codeField = goods ? 'hsn_code' : 'sac_code';
  // The rates in force today, as the schema checks them.
  const [gstRates] = useState(() => allowedGstRatesOn(new Date()).map(formatPercent));

  const field = (name: ItemTextField) => ({
    value: state[name],
    onChange: (event: { target: { value: string } }) => form.setField(name, event.target.value),
    hasError: Boolean(errors[name]),
    errorMessage: errors[name],
  });
  const money = { inputMode: 'decimal' as const, placeholder: '1,25,000.00', autoComplete: 'off' };
  const percent = { inputMode: 'decimal' as const, placeholder: '0', autoComplete: 'off' };
  const close = () => guard.leaveWith(onClose);

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.save();
  }

  return (
    <Modal title={title} onClose={close}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Flex direction="column" gap="1rem">
          <RadioGroupField
            legend={label('goodstype')}
            name="goodstype"
            direction="row"
            value={state.goodstype}
            onChange={(event) => form.setGoodsType(event.target.value as GoodsType)}
          >
            <Radio value="goods">Goods</Radio>
            <Radio value="services">Services</Radio>
          </RadioGroupField>
          {/* Fields keep their own height: a message under one must not stretch its neighbour. */}
          <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="0.9rem" alignItems="start">
            {/* No maxLength: a pasted name longer than the limit would be cut silently (a model number lost,
                walk 32 L6); the save refuses it with the limit instead, the text kept to shorten. */}
            {hasItemCode(settings.businessId) && <TextField label={label('item_code')} autoComplete="off" {...field('item_code')} />}
            <TextField label={label('short_name')} autoComplete="off" {...field('short_name')} />
            <Grid templateColumns="1fr auto" gap="0.5rem" alignItems="start">
              <TextField label={goods ? 'HSN code' : 'SAC code'} inputMode="numeric" autoComplete="off" {...field(codeField)} />
              <Button className="bahi-beside-input" onClick={() => setSearching(true)}>
                Search
              </Button>
            </Grid>
            <SelectField
              label={label('itemunit')}
              placeholder="Choose unit"
              // Services carry no quantity: unit 55, fixed (spec part 2 §3, §9).
              isDisabled={!goods}
              descriptiveText={goods ? undefined : 'Services always use unit 55 (not applicable).'}
              {...field('itemunit')}
              value={goods ? state.itemunit : String(SERVICES_UNIT_ID)}
            >
              {(units ?? [])
                .filter((unit) => (goods ? isGoodsUnit(unit.id) : unit.id === SERVICES_UNIT_ID))
                .map((unit) => (
                  <option key={unit.id} value={unit.id}>
                    {unit.code} – {unit.name}
                  </option>
                ))}
            </SelectField>
            <SelectField label={label('itemgst')} placeholder="Choose GST rate" {...field('itemgst')}>
              {gstRates.map((rate) => (
                <option key={rate} value={rate}>
                  {rate}%
                </option>
              ))}
            </SelectField>
            {/* GSTR-1 table 8 and GSTR-3B tell a 0% supply's kind apart (walk 31 F5). */}
            {Number(state.itemgst) === 0 && state.itemgst.trim() !== '' && (
              <SelectField label="A 0% supply that is" descriptiveText="As GSTR-1 (table 8) and GSTR-3B report it." {...field('zero_rate_type')}>
                <option value="nil">Nil-rated</option>
                <option value="exempt">Exempt</option>
                <option value="nongst">Non-GST (outside GST)</option>
              </SelectField>
            )}
            <TextField label={label('cess')} {...percent} {...field('cess')} />
            <TextField label={`${label('unit_price')} (₹)`} {...money} {...field('unit_price')} />
            <TextField label={`${label('purchase_price')} (₹)`} {...money} {...field('purchase_price')} />
            <TextField label={label('purchase_price_percent')} {...percent} {...field('purchase_price_percent')} />
            <TextField label={`${label('purchase_price_mrp')} (₹)`} {...money} {...field('purchase_price_mrp')} />
            <TextField label={label('salepercent')} {...percent} {...field('salepercent')} />
            <TextField label={`${label('mrp')} (₹)`} {...money} {...field('mrp')} />
            {/* Typed the Indian way; the schema refuses days before GST's first (spec part 2 §5). */}
            <TextField
              label={label('purchasedate')}
              placeholder={TYPED_DATE_FORMAT}
              inputMode="numeric"
              autoComplete="off"
              {...field('purchasedate')}
            />
            <CustomFieldInputs fields={settings.customFields} values={state.custom} errors={errors} onChange={form.setCustom} />
          </Grid>
          <TextAreaField label={label('description')} rows={2} {...field('description')} />
          <FormActions failure={form.failure} busy={form.saving} onCancel={close} />
        </Flex>
      </form>
      {searching && (
        <CodeSearchModal
          type={goods ? 'hsn' : 'sac'}
          initialQuery={state[codeField]}
          onPick={(hit) => {
            form.setField(codeField, hit.code);
            setSearching(false);
          }}
          onClose={() => setSearching(false)}
        />
      )}
      <ConfirmDialog
        open={guard.asking}
        question={UNSAVED_CHANGES_QUESTION}
        cancelLabel="Stay"
        confirmLabel="Leave"
        onCancel={guard.stay}
        onConfirm={guard.leave}
      />
    </Modal>
  );
}

interface ItemModalProps {
  orgId: string;
  settings: ItemSettings;
  onClose(): void;
}

export function AddItemModal(props: ItemModalProps) {
  return <ItemFormModal {...props} initial={newItemForm()} target={{ kind: 'insert', orgId: props.orgId }} title="Add item" />;
}

export function EditItemModal({ itemId, ...props }: ItemModalProps & { itemId: string }) {
  const { data: item, error, isValidating } = useItemRecord(itemId);
  // Wait for the fetch even when a copy is cached, so the form starts from the stored version.
  if (error || !item || isValidating) {
    return (
      <Modal title="Edit item" onClose={props.onClose}>
        {error ? <Text color="font.error">{error instanceof Error ? error.message : String(error)}</Text> : <Loader variation="linear" />}
      </Modal>
    );
  }
  return (
    <ItemFormModal
      {...props}
      initial={itemFormOf(item)}
      target={{ kind: 'update', itemId, version: item.version }}
      title={`Edit item · ${item.short_name}`}
    />
  );
}
