// The variations modal (spec part 2 §2, §3 Variation): an item's variations with name, SKU and
// price; an entry area that adds a new one or, with a listed one open in it, updates it; delete
// after a question. Each change answers with the item's whole list, which replaces the shown one.
import { Alert, Button, Flex, Grid, Loader, Table, TableBody, TableCell, TableHead, TableRow, Text, TextField } from '@aws-amplify/ui-react';
import {
  formatInr,
  MAX_SKU_LENGTH,
  MAX_VARIATION_NAME_LENGTH,
  rupeesToPaise,
  variationAddRequest,
  variationUpdateRequest,
  type CatalogueRow,
  type VariationRecord,
} from '@bahi/shared';
import { useRef, useState } from 'react';
import useSWR from 'swr';
import { useAlerts } from '../../../app/alerts';
import { ApiError } from '../../../app/api-client';
import { ConfirmDialog } from '../../../app/confirm-dialog';
import { validateForm, type FieldErrors } from '../../../app/form-validation';
import { addVariation, deleteVariation, fetchVariations, updateVariation } from '../api/items-api';
import { Modal } from '../../../app/modal';

interface Entry {
  name: string;
  sku: string;
  price: string;
}
const BLANK: Entry = { name: '', sku: '', price: '' };

export interface VariationsModalProps {
  item: CatalogueRow;
  canEdit: boolean;
  onClose(): void;
}

export function VariationsModal({ item, canEdit, onClose }: VariationsModalProps) {
  const alerts = useAlerts();
  const { data: variations, error, mutate } = useSWR(['item-variations', item.id], () => fetchVariations(item.id));
  const [entry, setEntry] = useState<Entry>(BLANK);
  const [editing, setEditing] = useState<VariationRecord | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState<VariationRecord | null>(null);
  const [busy, setBusy] = useState(false);
  // Shown inside the modal: alerts sit under a modal's backdrop.
  const [failure, setFailure] = useState<string | null>(null);
  // A ref as well as state: two clicks in one frame both see `busy` still false.
  const busyNow = useRef(false);

  /** Runs one change at a time; its answer's list replaces the shown one. */
  async function change(run: () => Promise<{ message: string; variations: VariationRecord[] }>): Promise<boolean> {
    if (busyNow.current) return false;
    busyNow.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const saved = await run();
      await mutate(saved.variations, { revalidate: false });
      alerts.show('success', saved.message);
      return true;
    } catch (problem) {
      if (problem instanceof ApiError) setErrors(Object.fromEntries(problem.fieldErrors.map(({ field, message }) => [field, message])));
      setFailure(problem instanceof Error ? problem.message : String(problem));
      return false;
    } finally {
      busyNow.current = false;
      setBusy(false);
    }
  }

  async function commit() {
    const checked = editing
      ? validateForm(variationUpdateRequest, { ...entry, rowid: editing.rowid, itemid: item.id })
      : validateForm(variationAddRequest, { ...entry, itemid: item.id });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const body = { ...entry, itemid: item.id };
    const saved = await change(() => (editing ? updateVariation({ ...body, rowid: editing.rowid }) : addVariation(body)));
    if (saved) cancelEdit();
  }

  function edit(variation: VariationRecord) {
    setEditing(variation);
    setEntry({ name: variation.name, sku: variation.sku, price: variation.price });
    setErrors({});
  }

  function cancelEdit() {
    setEditing(null);
    setEntry(BLANK);
    setErrors({});
  }

  async function confirmDelete() {
    if (!deleting) return;
    const removed = deleting;
    if (await change(() => deleteVariation(removed.rowid))) {
      setDeleting(null);
      if (editing?.rowid === removed.rowid) cancelEdit();
    }
  }

  const field = (name: keyof Entry) => ({
    value: entry[name],
    onChange: (event: { target: { value: string } }) => setEntry((current) => ({ ...current, [name]: event.target.value })),
    hasError: Boolean(errors[name]),
    errorMessage: errors[name],
    autoComplete: 'off',
  });

  return (
    <Modal title={`Variations · ${item.short_name}`} onClose={onClose}>
      <Flex direction="column" gap="1rem">
        {canEdit && (
          <form
            aria-label="Variation"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void commit();
            }}
          >
            <Grid templateColumns={{ base: '1fr', medium: '2fr 1fr 1fr auto' }} gap="0.75rem" alignItems="start">
              <TextField label="Variation name" maxLength={MAX_VARIATION_NAME_LENGTH} {...field('name')} />
              <TextField label="SKU" maxLength={MAX_SKU_LENGTH} {...field('sku')} />
              <TextField label="Price (₹)" inputMode="decimal" placeholder="0.00" {...field('price')} />
              <Flex gap="0.5rem" className="bahi-beside-input">
                <Button type="submit" variation="primary" isLoading={busy} loadingText="Saving…">
                  {editing ? 'Update variation' : 'Add variation'}
                </Button>
                {editing && (
                  <Button variation="link" onClick={cancelEdit}>
                    Cancel edit
                  </Button>
                )}
              </Flex>
            </Grid>
          </form>
        )}
        {failure && (
          <Alert variation="error" role="alert">
            {failure}
          </Alert>
        )}
        {error && <Text color="font.error">{error instanceof Error ? error.message : String(error)}</Text>}
        {!variations && !error && <Loader variation="linear" />}
        {variations && variations.length === 0 && <Text color="font.tertiary">No variations yet.</Text>}
        {variations && variations.length > 0 && (
          <div className="bahi-table-scroll">
            <Table size="small" variation="striped" aria-label="Variations">
              <TableHead>
                <TableRow>
                  <TableCell as="th">Name</TableCell>
                  <TableCell as="th">SKU</TableCell>
                  <TableCell as="th" className="bahi-align-end">
                    Price
                  </TableCell>
                  {canEdit && (
                    <TableCell as="th">
                      <span className="bahi-visually-hidden">Actions</span>
                    </TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {variations.map((variation) => (
                  <TableRow key={variation.rowid} className={editing?.rowid === variation.rowid ? 'bahi-row-editing' : undefined}>
                    <TableCell>{variation.name}</TableCell>
                    <TableCell>{variation.sku}</TableCell>
                    <TableCell className="bahi-align-end">{formatInr(rupeesToPaise(variation.price))}</TableCell>
                    {canEdit && (
                      <TableCell>
                        <Flex gap="0.4rem" justifyContent="flex-end">
                          <Button size="small" onClick={() => edit(variation)} aria-label={`Edit ${variation.name}`}>
                            Edit
                          </Button>
                          <Button size="small" colorTheme="error" onClick={() => setDeleting(variation)} aria-label={`Delete ${variation.name}`}>
                            Delete
                          </Button>
                        </Flex>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </Flex>
      <ConfirmDialog
        open={deleting !== null}
        question={`Delete variation ${deleting?.name ?? ''}?`}
        cancelLabel="Cancel"
        confirmLabel="Delete"
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Modal>
  );
}
