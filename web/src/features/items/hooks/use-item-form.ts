// State and save of the add/edit item form: the typed fields, the check with the shared insert or
// update schema, and a save that runs once however often the button is clicked.
import { MESSAGES, itemInsertRequest, itemUpdateRequest, type CustomFieldDefinition, type GoodsType } from '@bahi/shared';
import { useRef, useState } from 'react';
import { useAlerts } from '../../../app/alerts';
import { ApiError } from '../../../app/api-client';
import { validateForm, type FieldErrors } from '../../../app/form-validation';
import { insertItem, updateItem } from '../api/items-api';
import { customFieldErrorKey, itemFormErrors, itemRequest, type ItemFormState, type ItemSaveTarget, type ItemTextField } from '../api/item-payload';

export function useItemForm(
  initial: ItemFormState,
  target: ItemSaveTarget,
  customFields: readonly CustomFieldDefinition[],
  onSaved: () => Promise<void>,
) {
  const alerts = useAlerts();
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  // Shown inside the modal: alerts sit under a modal's backdrop.
  const [failure, setFailure] = useState<string | null>(null);
  // A ref as well as state: two clicks in one frame both see `saving` still false.
  const savingNow = useRef(false);

  // Changed means "saving now would send something different" (switching to services and back
  // with nothing else touched is no change).
  const [initialBody] = useState(() => JSON.stringify(itemRequest(initial, target, customFields).body));
  const request = itemRequest(state, target, customFields);
  const dirty = JSON.stringify(request.body) !== initialBody;

  const clearError = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });

  function setField(name: ItemTextField, value: string) {
    setState((current) => ({ ...current, [name]: value }));
    clearError(name);
  }

  function setGoodsType(goodstype: GoodsType) {
    setState((current) => ({ ...current, goodstype }));
  }

  function setCustom(fieldId: string, value: string) {
    setState((current) => ({ ...current, custom: { ...current.custom, [fieldId]: value } }));
    clearError(customFieldErrorKey(fieldId));
  }

  async function save() {
    if (savingNow.current) return;
    const checked =
      request.kind === 'insert' ? validateForm(itemInsertRequest, request.body) : validateForm(itemUpdateRequest, request.body);
    if (!checked.ok) {
      setErrors(itemFormErrors(checked.errors, customFields));
      return;
    }
    setErrors({});
    setFailure(null);
    savingNow.current = true;
    setSaving(true);
    try {
      if (request.kind === 'insert') await insertItem(request.body);
      else await updateItem(request.body);
      alerts.show('success', request.kind === 'insert' ? MESSAGES.itemAdded : MESSAGES.updated);
      await onSaved();
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(itemFormErrors(Object.fromEntries(error.fieldErrors.map(({ field, message }) => [field, message])), customFields));
      }
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  }

  return { state, errors, failure, saving, dirty, setField, setGoodsType, setCustom, save };
}

export type ItemForm = ReturnType<typeof useItemForm>;
