// What the item screens and the item API say beyond the spec's own texts (those are in
// MESSAGES, shared/src/api/messages.ts): rules the spec leaves unworded, phrased the way the spec
// phrases its own. Tests compare them exactly.
import { EARLIEST_DOCUMENT_DATE, formatDisplayDate } from '../gst/calendar.js';

export const MAX_SHORT_NAME_LENGTH = 200;
export const MAX_ITEM_VARIATIONS = 200;
export const MAX_ITEM_UPLOAD_BYTES = 4 * 1024 * 1024;
export const MAX_ITEM_UPLOAD_ROWS = 2000;
/**
 * An .xlsx is a zip: 4 MB of it may unpack to gigabytes (a zip bomb). 2,000 item rows are about
 * 2 MB of sheet XML, so one part may unpack to at most 20 MB and the whole workbook to 50 MB.
 */
export const MAX_ITEM_UPLOAD_PART_BYTES = 20 * 1024 * 1024;
export const MAX_ITEM_UPLOAD_UNPACKED_BYTES = 50 * 1024 * 1024;

export const ITEM_MESSAGES = {
  goodsTypeRequired: 'Please select goods or services',
  shortNameRequired: 'Short name is required',
  shortNameTooLong: `Short name can be at most ${MAX_SHORT_NAME_LENGTH} characters`,
  shortNameTaken: 'An item with this short name already exists in this organisation.',
  hsnRequired: 'HSN code is required for goods',
  hsnInvalid: 'HSN code must be 2 to 8 digits',
  sacRequired: 'SAC code is required for services',
  sacInvalid: 'SAC code must be 4 to 6 digits',
  unitRequired: 'Please select a unit',
  /** Filled with the rates allowed today, e.g. '0, 0.1, 0.25, ... 28 or 40'. */
  gstRateInvalid: 'GST rate must be one of these percentages: {rates}',
  cessInvalid: 'Cess must be a percentage from 0 to 500 with at most 2 decimals',
  zeroRateTypeInvalid: 'A 0% item is nil-rated, exempt or non-GST: choose one',
  salePriceRequired: 'Sale price is required',
  percentInvalid: '{label} must be a percentage from 0 to 1000 with at most 2 decimals',
  purchaseDateInvalid: 'Please enter a valid purchase date',
  purchaseDateTooEarly: `Purchase date cannot be before ${formatDisplayDate(EARLIEST_DOCUMENT_DATE)}`,
  itemCodeTooLong: 'Item code can be at most 50 characters',
  customFieldInvalid: 'Each custom field needs its field id and name',
  variationNameRequired: 'Variation name is required',
  variationPriceRequired: 'Variation price is required',
  variationNameTaken: 'This item already has a variation with this name.',
  tooManyVariations: `An item can have at most ${MAX_ITEM_VARIATIONS} variations.`,
  inventoryTrackingOff: 'Stock tracking is not enabled for this organisation. Turn on inventory tracking in Settings.',
  onlyGoodsTracked: 'Stock is tracked only for goods, not services.',
  alreadyTracked: 'Stock tracking is already set up for this item.',
  notTracked: 'Stock tracking is not set up for this item yet.',
  alertFlagInvalid: 'Stock alert must be 1 or 0',
  inStockInvalid: 'In-stock quantity must be a number with at most 3 decimals',
  stockDateInvalid: 'Please enter a valid stock date',
  stockDateTooEarly: `Stock date cannot be before ${formatDisplayDate(EARLIEST_DOCUMENT_DATE)}`,
  // A count holds against everything dated before it (store/stock-counts.ts): one on a day to come would swallow today's sales.
  /** The form's: a count typed with its day cleared (the wire takes an absent day as today). */
  stockDateRequired: 'Please choose the day the stock was counted.',
  stockDateInFuture: 'Stock cannot be counted on a day still to come: choose today or an earlier date.',
  ledgerDateInvalid: 'Please enter dates as YYYY-MM-DD',
  ledgerRangeInvalid: 'From date must be on or before To date',
  uploadNoFile: 'Please choose an xls or xlsx file to upload.',
  uploadOnlyExcel: 'Only xls and xlsx files can be uploaded.',
  uploadOldXls: 'This is an old Excel 97-2003 (.xls) workbook, which cannot be read. Open it in Excel, save it as an Excel Workbook (.xlsx) and upload that file.',
  uploadTooLarge: `The file is larger than ${MAX_ITEM_UPLOAD_BYTES / 1024 / 1024} MB. Please split it into smaller files.`,
  uploadTooManyRows: `The file has more than ${MAX_ITEM_UPLOAD_ROWS.toLocaleString('en-IN')} items. Please split it into smaller files.`,
  uploadUnreadable: 'The file could not be read as an Excel workbook.',
  uploadUnpackedTooLarge: `The workbook is too large once unpacked (over ${MAX_ITEM_UPLOAD_PART_BYTES / 1024 / 1024} MB in one part or ${MAX_ITEM_UPLOAD_UNPACKED_BYTES / 1024 / 1024} MB in all). Please split it into smaller files.`,
  uploadNoRows: 'The file has no item rows below the headings.',
  /** Filled with the missing headings. */
  uploadMissingColumns: 'The first row must hold the template headings; missing: {columns}',
  uploadDuplicateInFile: 'This short name is already used in row {row} of the file',
  uploadRowNotSaved: 'This row could not be saved. Please upload it again.',
} as const;
