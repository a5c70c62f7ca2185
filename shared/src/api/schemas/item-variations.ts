// Wire schemas of item variations (spec part 2 §3 Variation: itemid, name, sku, price, orgid,
// userid). A variation lives inside its item (at most MAX_ITEM_VARIATIONS), so each change is one
// conditional write of the item; its `rowid` begins with its item's id prefix (see
// functions/src/store/items.ts) so a rowid alone finds the item.
import { z } from 'zod';
import { ITEM_MESSAGES } from '../../catalogue/item-messages.js';
import { idField } from './common.js';
import { rupeesField } from './items.js';

/** Short enough that MAX_ITEM_VARIATIONS of them stay well inside the item's 400 KB. */
export const MAX_VARIATION_NAME_LENGTH = 100;
export const MAX_SKU_LENGTH = 50;

const variationFields = {
  name: z
    .string({ error: ITEM_MESSAGES.variationNameRequired })
    .trim()
    .min(1, ITEM_MESSAGES.variationNameRequired)
    .max(MAX_VARIATION_NAME_LENGTH, `At most ${MAX_VARIATION_NAME_LENGTH} characters.`),
  sku: z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
    .pipe(z.string().max(MAX_SKU_LENGTH, `At most ${MAX_SKU_LENGTH} characters.`)),
  price: rupeesField('Variation price', ITEM_MESSAGES.variationPriceRequired),
  orgid: idField.optional(),
  userid: z.unknown().optional(),
};

export const variationAddRequest = z.object({ ...variationFields, itemid: idField });
export type VariationAddRequest = z.input<typeof variationAddRequest>;

export const variationUpdateRequest = z.object({ ...variationFields, rowid: idField, itemid: idField.optional() });
export type VariationUpdateRequest = z.input<typeof variationUpdateRequest>;

export const variationDeleteRequest = z.object({ rowid: idField, itemid: idField.optional() });

export const variationRecord = z.object({
  rowid: idField,
  itemid: idField,
  orgid: idField,
  userid: z.string(),
  name: z.string(),
  sku: z.string(),
  /** Rupees, '1234.50'. */
  price: z.string(),
  createddate: z.string(),
  modifieddate: z.string(),
});
export type VariationRecord = z.infer<typeof variationRecord>;

export const variationsResponse = z.object({ status: z.literal(true), variations: z.array(variationRecord) });

export const variationSavedResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  rowid: idField,
  variations: z.array(variationRecord),
});
