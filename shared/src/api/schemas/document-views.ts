// What document reads answer: one view of a saved document for every kind (fetch for edit, the
// PDF, conversions), list rows, payments. Rupees travel as 2-decimal strings ('1234.50'), rates as
// percent numbers (18, 0.25), quantities as decimal strings ('1.5'); spec field names where the
// spec has them. The service builds these from the stored document (functions/src/documents).
import { z } from 'zod';
import { DOCUMENT_STATUSES, SETTABLE_STATUSES } from '../../documents/statuses.js';
import { SCHEME_TYPES, clientAddress, clientContact } from './clients.js';
import { idField } from './common.js';
import { PAYMENT_METHODS } from './documents.js';
import { lutView, orgBankAccount, orgDetails } from './settings.js';

const rupees = z.string();

/** An address as a document shows it: a client address's fields without its row id and primary flag. */
export const addressView = clientAddress.omit({ id: true, isprimary: true });
export type AddressView = z.infer<typeof addressView>;

/** Who the document is addressed to, as it was when saved (later edits of the client do not change it). */
export const partyView = z.object({
  name: z.string(),
  /** '' for an unregistered party. */
  gstin: z.string(),
  /** The place of supply (the buyer's state for sales). */
  statecode: z.string(),
  statename: z.string(),
  billing: addressView.nullable(),
  shipping: addressView.nullable(),
  contact: z.object({ name: z.string(), email: z.string(), mobile: z.string() }).nullable(),
});
export type PartyView = z.infer<typeof partyView>;

export const lineView = z.object({
  id: z.string(),
  sno: z.number().int(),
  item_id: z.string(),
  item_name: z.string(),
  hsncode: z.string(),
  metrics: z.string(),
  qty: z.string(),
  unit_price: rupees,
  original_price: z.enum(['intax', 'notax']),
  /** The tax-exclusive unit price (for intax lines, the price with tax backed out). */
  original_unit_price: rupees,
  sub_total: rupees,
  discount: rupees,
  /** '10%' or '250.00', as entered. */
  discountstring: z.string(),
  taxableamount: rupees,
  gstrate: z.number(),
  cgst_rate: z.number(),
  sgst_rate: z.number(),
  igst_rate: z.number(),
  cgst_total: rupees,
  sgst_total: rupees,
  igst_total: rupees,
  cess: z.number(),
  cess_total: rupees,
  grandtotal: rupees,
  /** Vouchers: the line's advance (the money); '0.00' on other kinds. */
  advancedAmount: rupees,
  goods_service: z.enum(['goods', 'services']),
  itemPurchaseDetails: z.array(z.string()),
});
export type LineView = z.infer<typeof lineView>;

export const paymentView = z.object({
  id: z.string(),
  date: z.string(),
  amount: rupees,
  method: z.enum(PAYMENT_METHODS),
  /** The bank account's id ('' for cash) and how it prints. */
  account: z.string(),
  accountLabel: z.string(),
  notes: z.string(),
  createddate: z.string(),
});
export type PaymentView = z.infer<typeof paymentView>;

export const chargeView = z.object({
  kind: z.enum(['packing', 'insurance', 'freight']),
  amount: rupees,
  /** The percent typed, or 0 when typed as an amount. */
  rate: z.number(),
  gstrate: z.number(),
  tax: rupees,
});

export const rateRowView = z.object({
  gstrate: z.number(),
  taxable: rupees,
  cgst: rupees,
  sgst: rupees,
  igst: rupees,
  cess: rupees,
});

export const documentLink = z.object({ id: idField, kind: z.string(), number: z.string() });

/**
 * The organisation as its documents print it (Rule 46: the supplier's name, address, GSTIN; bank;
 * logo), and its scheme: a composition dealer's bill of supply says so (Rule 5(1)(g)); the letter
 * of undertaking for the document's financial year (by its date), which an export under LUT names.
 */
export const sellerView = orgDetails
  .pick({ org_name: true, gstin: true, statecode: true, addresses: true, banks: true, orglogo: true, schemetype: true })
  .extend({ lut: lutView.nullable() });
export type SellerView = z.infer<typeof sellerView>;

const taxHeadsView = z.object({ igst: rupees, cgst: rupees, sgst: rupees, cess: rupees });

/** A purchase's own fields (spec part 1 §3 Purchase), as saved. */
export const purchaseDetailsView = z.object({
  vendor_id: z.string(),
  purchase_order_no: z.string(),
  /** The supplier's bill number (the purchase's own number is invoice_no of the view). */
  invoice_no: z.string(),
  purchased_date: z.string(),
  deliverd_date: z.string(),
  deliverd_to: z.string(),
  expense_type: z.string(),
});

/** What GSTR-3B needs of an inward supply (shared/src/documents/input-tax.ts). */
export const inputTaxView = z.object({
  itc_table: z.enum(['4(A)(3)', '4(A)(5)']),
  itc: taxHeadsView,
  reverse_charge_owed: taxHeadsView.nullable(),
});

export const documentView = z.object({
  id: idField,
  kind: z.string(),
  /** The kind's heading on paper ('Tax Invoice'). */
  title: z.string(),
  version: z.number().int(),
  invoice_no: z.string(),
  invoicedate: z.string(),
  due_date: z.string(),
  validDate: z.string(),
  invoice_terms_id: z.number().int().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  /** The stored lifecycle status (what the selector sets). */
  lifecycle: z.enum(SETTABLE_STATUSES),
  active: z.number().int(),
  client_id: z.string(),
  clientaddressid: z.string(),
  clientcontactid: z.string(),
  isaddrsame: z.number().int(),
  shipping_client_id: z.string(),
  shippingclientaddressid: z.string(),
  shippingclientcontactid: z.string(),
  /** The organisation issuing it, as it prints now (the logo as a signed URL). */
  seller: sellerView,
  party: partyView,
  /** The consignee when shipping differs from billing, as saved. */
  consignee: partyView.nullable(),
  ordernum: z.string(),
  tc: z.string(),
  notes: z.string(),
  ecommerceGstin: z.string().nullable(),
  charges: z.array(chargeView),
  packingCharge: rupees,
  insuranceCharge: rupees,
  freightCharge: rupees,
  packingChargeRate: z.number(),
  insuranceChargeRate: z.number(),
  freightChargeRate: z.number(),
  additional_charges: z.enum(['yes', 'no']),
  modeOfTransport: z.string(),
  vehicleno: z.string(),
  noofitems: z.string(),
  ewaybillno: z.string(),
  referenceno: z.string(),
  referencetype: z.string(),
  dctype: z.string(),
  /** A voucher's cash or bank (the bank account's id in payment_account, '' for cash); null on other kinds. */
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  payment_account: z.string(),
  customFields: z.array(z.object({ id: z.string(), name: z.string(), value: z.unknown() })),
  reversecharge: z.enum(['yes', 'no']),
  /** Ours: an export (or a supply to an SEZ unit) under a letter of undertaking or bond, no tax paid. */
  export_lut: z.enum(['yes', 'no']),
  /** Ours: sold to an SEZ unit or developer (zero-rated, inter-state). */
  sez_supply: z.enum(['yes', 'no']),
  /** Ours: an export's country of destination and shipping bill ('' where none: any other document). */
  export_country: z.string(),
  port_code: z.string(),
  shipping_bill_no: z.string(),
  /** 'YYYY-MM-DD', or ''. */
  shipping_bill_date: z.string(),
  roundoff: z.number().int(),
  /** 'yes': Inter State (IGST); 'no': Intra State. */
  igst: z.enum(['yes', 'no']),
  /** The seller's and the place of supply's state codes. */
  seller_statecode: z.string(),
  place_of_supply: z.string(),
  sub_total: rupees,
  discount_total: rupees,
  taxable_total: rupees,
  charges_total: rupees,
  cgst_tax_total: rupees,
  sgst_tax_total: rupees,
  igst_tax_total: rupees,
  cess_tax_total: rupees,
  tax_total: rupees,
  /** Before round-off. */
  total: rupees,
  round_off: rupees,
  final_total: rupees,
  amount_in_words: z.string(),
  /** Vouchers (part 2 §3): the advances, and the tax backed out of them; '0.00' on other kinds. */
  advance_received: rupees,
  advance_tax: rupees,
  paid: rupees,
  pending: rupees,
  /** Quotation extras (spec part 1 §3): goods and services amounts and their tax. */
  goods_amount: rupees,
  goods_tax: rupees,
  service_amount: rupees,
  serivce_tax: rupees,
  goods_total_amount: rupees,
  service_total_amount: rupees,
  by_rate: z.array(rateRowView),
  items: z.array(lineView),
  payments: z.array(paymentView),
  converted_from: documentLink.nullable(),
  converted_to: z.array(documentLink),
  /** A receipt voucher: what of its advance no refund or invoice has taken; null for other kinds. */
  advance_left: rupees.nullable(),
  /** An invoice made from a receipt voucher: the voucher and the advance it took (counted in paid); null otherwise. */
  advance_adjusted: z.object({ id: idField, number: z.string(), date: z.string(), amount: rupees }).nullable(),
  createddate: z.string(),
  modifieddate: z.string(),
  /** Kinds whose row asksPurchaseDetails; null for every other kind. */
  purchase: purchaseDetailsView.nullable(),
  /** A credit or debit note's reference, as saved (the document itself is converted_from); null for other kinds. */
  note: z.object({ referenceid: z.string(), referencedate: z.string(), reason: z.string(), /** A note's: 'no' for a change of price alone. */ moves_stock: z.enum(['yes', 'no']).optional() }).nullable(),
  /** Purchases (family 'purchases'): input tax credit and reverse-charge tax; null for sales. */
  input_tax: inputTaxView.nullable(),
  /**
   * A document credit notes can refer to: what its notes leave to credit, in all and per catalogue
   * item (quantity as typed); a new note's form starts from it. Null for other kinds.
   */
  credit_left: z.object({ total: rupees, items: z.record(z.string(), z.string()) }).nullable(),
});
export type DocumentView = z.infer<typeof documentView>;

export const documentFetchResponse = z.object({ status: z.literal(true), invoice: documentView, items: z.array(lineView) });
export type DocumentFetchResponse = z.infer<typeof documentFetchResponse>;

/**
 * The bill of supply's fetch (spec part 2 §7: items, getsmsDetails, clientinfo, invoice), its
 * invoice also carrying is_sa_ba, the bill of supply's name for isaddrsame.
 */
export const billOfSupplyFetchResponse = documentFetchResponse.extend({
  invoice: documentView.extend({ is_sa_ba: z.number().int() }),
  getsmsDetails: z.array(z.object({ credit: z.number().int() })),
  clientinfo: partyView,
});

/** One row of a kind's list. */
export const documentListRow = z.object({
  id: idField,
  kind: z.string(),
  invoice_no: z.string(),
  invoicedate: z.string(),
  due_date: z.string(),
  client_id: z.string(),
  companyname: z.string(),
  gstin: z.string(),
  final_total: rupees,
  /**
   * Its taxable value (lines and taxed charges), tax heads, untaxed charges and round-off: the
   * list's exports are a tax register. All zero for a cancelled document.
   */
  taxable_value: rupees,
  cgst_tax_total: rupees,
  sgst_tax_total: rupees,
  igst_tax_total: rupees,
  cess_tax_total: rupees,
  untaxed_charges: rupees,
  round_off: rupees,
  paid: rupees,
  /** Credit notes against it (less) and debit notes (more), together: pending = total + this − paid. */
  notes_adjustment: rupees,
  pending: rupees,
  status: z.enum(DOCUMENT_STATUSES),
  /** 'Inter State' or 'Intra State'. */
  supply: z.enum(['Inter State', 'Intra State']),
  igst: z.enum(['yes', 'no']),
  /** Tax under reverse charge (the recipient pays it): marked in the registers of kinds where it may be so. */
  reverse_charge: z.enum(['yes', 'no']),
  version: z.number().int(),
  /** What it was converted into (a quotation's proforma and invoice): only on the lists of kinds that convert. */
  converted_to: z.array(documentLink).optional(),
  /** A receipt voucher: what of its advance no refund or invoice has taken (only on its list). */
  advance_left: rupees.optional(),
  /** A cancelled document: the total it had, shown apart from `final_total` (zero, as it supplies nothing). */
  cancelled_total: rupees.optional(),
});
export type DocumentListRow = z.infer<typeof documentListRow>;

/** Month of the financial year ('2026-04') with the month's document count and totals (uncancelled). */
export const monthChartRow = z.object({ month: z.string(), count: z.number().int(), total: rupees, paid: rupees, pending: rupees });

export const documentListResponse = z.object({
  status: z.literal(true),
  clientinvoicedata: z.array(documentListRow),
  getChartsForInvoces: z.array(monthChartRow),
  /**
   * The years the selector offers, newest first: every one from the earliest with documents (or the
   * kind's default) to the latest, and always the current one ('2026-2027').
   */
  yearSelection: z.array(z.string()),
  /** The years that hold documents on this list, newest first: a list that opens on an empty year offers the latest. */
  yearsWithDocuments: z.array(z.string()),
  /** The year listed. */
  year: z.string(),
  getServerDate: z.string(),
  getsmsDetails: z.array(z.object({ credit: z.number().int() })),
  /** The organisation's bank accounts, for recording a payment received into one. */
  banks: z.array(orgBankAccount),
  /** The organisation's scheme now: a composition dealer's rows offer no conversion into a tax invoice. */
  schemetype: z.enum(SCHEME_TYPES),
});
export type DocumentListResponse = z.infer<typeof documentListResponse>;

/** What a new document's form needs (spec part 1 §7 orgiterms). */
export const documentFormResponse = z.object({
  status: z.literal(true),
  orgSequence: z.object({
    org_invoice_sequence: z.string(),
    invoice_year_sequence: z.number().int(),
    /** The next number in the current financial year, and its sequence. */
    next_invoice_no: z.string(),
    next_sequence: z.number().int(),
    /** Ours: the last-numbered document of the year, so the form can say when a new one would be dated before it. */
    last_issued: z.object({ number: z.string(), date: z.string() }).nullable(),
  }),
  getsmsDetails: z.array(z.object({ credit: z.number().int() })),
  orgitDetails: z.object({
    id: idField,
    org_name: z.string(),
    gstin: z.string(),
    statecode: z.string(),
    roundoff_amount: z.number().int(),
    inventory_tracking: z.boolean(),
    /** Ours: a composition dealer issues bills of supply, not tax invoices (the form says so). */
    schemetype: z.enum(['regular', 'composite']),
    /** The terms and conditions saved with 'save terms' for this kind. */
    tc: z.string(),
  }),
  invoiceGeneration: z.object({ kind: z.string(), title: z.string(), payment_terms: z.array(z.number().int()) }),
  invoice: z.object({ b2c_address_id: z.string() }),
  getCustomFields: z.array(z.object({ id: z.string(), name: z.string(), field_type: z.string(), field_value: z.array(z.string()) })),
  getServerDate: z.string(),
  /** The organisation's bank accounts, for a voucher's money received into or paid from one. */
  banks: z.array(orgBankAccount),
});
export type DocumentFormResponse = z.infer<typeof documentFormResponse>;

export const paymentsListRow = paymentView.extend({
  /** ADVANCE: the advance of a voucher set against the document as paid on its date (not removable here). */
  method: z.enum([...PAYMENT_METHODS, 'ADVANCE']),
  invoiceId: idField,
  kind: z.string(),
  invoice_no: z.string(),
  /** The document's date: numbers start again each financial year, so a number alone can name two. */
  invoicedate: z.string(),
  companyname: z.string(),
  total_amount: rupees,
  /** What the credit and debit notes against the document move on what is owed (debit notes add). */
  notes_adjustment: rupees,
  pending_amount: rupees,
});
/** Payments grouped as the spec's list shows them: B2B, B2C, bill of supply, reverse charge, purchases. */
export const paymentsListResponse = z.object({
  status: z.literal(true),
  b2b: z.array(paymentsListRow),
  b2c: z.array(paymentsListRow),
  billofsupply: z.array(paymentsListRow),
  reversecharge: z.array(paymentsListRow),
  purchases: z.array(paymentsListRow),
});

/** A catalogue item as the add-item modal needs it (spec part 1 §3 Catalogue item as used on forms). */
export const documentItemLookup = z.object({
  id: idField,
  short_name: z.string(),
  description: z.string(),
  item_code: z.string(),
  hsn_sac_code: z.string(),
  goods_service: z.enum(['goods', 'services']),
  metric: z.string(),
  unit_price: rupees,
  /**
   * What the organisation buys it at (its purchase price, or its sale price when none is set): a
   * payment voucher's line, an advance to a supplier, starts from it (walk 26 M3: the sale price).
   */
  purchase_price: rupees,
  gst_rate: z.number(),
  cess: z.number(),
  /** Stock in hand ('12.5'), or null when the item's stock is not tracked. */
  stockinhand: z.string().nullable(),
  /** The price on this client's last document with this item, or null. */
  previtemprice: rupees.nullable(),
  /** Serial numbers in stock (inventory tracking), for the serial picker. */
  serials: z.array(z.string()),
  /** Intra or inter state for this client/state, so the modal shows CGST+SGST or IGST. */
  igst: z.enum(['yes', 'no']),
});
export const documentItemLookupResponse = z.object({ status: z.literal(true), item: documentItemLookup });

export const itemGoodsServiceResponse = z.object({ status: z.literal(true), goods_service: z.enum(['goods', 'services']) });

export const documentContactsResponse = z.object({
  status: z.literal(true),
  clientaddresses: z.array(clientAddress),
  clientcontacts: z.array(clientContact),
});

/** Documents of a kind a new one can refer to or convert from (spec getcreditnotereferencetype). */
export const referenceDocumentsResponse = z.object({
  status: z.literal(true),
  documents: z.array(
    z.object({
      id: idField,
      kind: z.string(),
      invoice_no: z.string(),
      invoicedate: z.string(),
      client_id: z.string(),
      companyname: z.string(),
      final_total: rupees,
      /** Receipt vouchers: what of the advance no refund or invoice has taken. */
      advance_left: rupees.optional(),
      /** Advance vouchers: cash or bank, as the document view has them (a refund starts with its voucher's). */
      payment_method: z.enum(PAYMENT_METHODS).optional(),
      payment_account: z.string().optional(),
    }),
  ),
});

/**
 * What a note's form calls a reference type (getcreditnotecustomname): its name and the
 * organisation's number prefix for it this financial year, so the picker reads 'B2B invoice (INV/2026/…)'.
 */
export const referenceTypeNameResponse = z.object({ status: z.literal(true), type: z.string(), name: z.string(), prefix: z.string() });

export const documentMessageResponse = z.object({ status: z.literal(true), message: z.string(), version: z.number().int().optional() });
