// THE KIND TABLE: every document Bahi issues or records is one engine (parties, lines, totals,
// numbering, status, payments, stock, SMS, PDF) configured by one row here. Server and web both
// read it: the document service, the route manifest, the list and the form, the PDF renderer.
// A new kind is a new row (and, where it has one, a small rule function the row names), not a new
// module. See docs/architecture.md §3a.
//
// Tax treatment is not repeated here: it is the GST engine's KIND_RULES (gst/totals.ts), which this
// table extends.
import type { DocumentKind } from '../gst/totals.js';
import type { SequenceKind } from '../api/schemas/settings.js';
import { DOCUMENT_APP_MESSAGES, DOCUMENT_MESSAGES } from './document-messages.js';
import type { LifecycleStatus } from './statuses.js';

/**
 * How a kind's numbers are made (CGST Rule 46(b): consecutive, at most 16 characters, unique per
 * financial year). Every scheme ends in the sequence number, which is what the store keys on.
 * - 'org-series': the organisation's prefix for `sequenceKind` (settings), then the financial
 *   year's start year when the organisation's invoice_year_sequence is 1, then the sequence.
 * - 'fixed': a fixed prefix and the sequence (REVC17), optionally with the year.
 */
export type NumberingRule =
  | { readonly scheme: 'org-series'; readonly sequenceKind: SequenceKind }
  | { readonly scheme: 'fixed'; readonly prefix: string; readonly withYear: boolean; readonly separator: string };

/** Who the document is addressed to. */
export type PartyRule =
  /** A client of the organisation, with a billing address (and a shipping one unless the same). */
  | 'client'
  /** A consumer: a client, or only a receiver typed on the form (name, address, mobile, state). */
  | 'consumer';

/** Which way the document moves the stock of tracked items. */
export type StockDirection = 'out' | 'in' | 'none';

/** Wire names of the party fields (the spec's purchase calls them vendor_id, client_address_id ...). */
export interface PartyFieldNames {
  readonly client: 'client_id' | 'vendor_id';
  readonly address: 'clientaddressid' | 'client_address_id';
  readonly contact: 'clientcontactid' | 'client_contact_id';
}

const CLIENT_FIELDS: PartyFieldNames = { client: 'client_id', address: 'clientaddressid', contact: 'clientcontactid' };

/** What the form and the server say when the party is missing, and when its billing address is. */
export interface PartyMessages {
  readonly missing: string;
  readonly billing: string;
}

export interface DocumentKindFacts {
  readonly kind: DocumentKind;
  /** Two characters of the document id (store/document-ids); unique per kind. */
  readonly idCode: string;
  /** What a person calls one: menus, messages, the list's title. */
  readonly label: string;
  readonly pluralLabel: string;
  /** The heading on the printed document. */
  readonly title: string;
  /** Which group of the side navigation and which permission family it belongs to. */
  readonly family: 'invoices' | 'purchases';
  readonly numbering: NumberingRule;
  /** Wire names of the number and date fields (the spec's quotation calls them quotation_no/-date). */
  readonly numberField: 'invoice_no' | 'quotation_no' | 'purchase_no';
  readonly dateField: 'invoicedate' | 'quotationdate' | 'purchased_date';
  readonly party: PartyRule;
  /** Absent: client_id, clientaddressid, clientcontactid. */
  readonly partyFields?: PartyFieldNames;
  /** Absent: 'Please select valid client' and 'Please choose Billing Address'; for consumers 'Please add the billing Address'. */
  readonly partyMessages?: PartyMessages;
  /**
   * 'buyer': the organisation supplies the party (sales; the place of supply is the party's state).
   * 'supplier': the party supplies the organisation (reverse charge self-invoice, purchases; the
   * place of supply is the organisation's state).
   */
  readonly partyRole: 'buyer' | 'supplier';
  /**
   * 'always': reverse charge whatever the form says (the engine's rule); 'optional': the form's
   * flag; 'never': the kind carries no tax to shift (bill of supply) or no one to shift it to (a
   * consumer), so the flag is not offered and a save's is ignored.
   */
  readonly reverseCharge: 'always' | 'optional' | 'never';
  readonly stock: StockDirection;
  /** Payments can be recorded against it, and its pending amount is tracked. */
  readonly payable: boolean;
  /** The status a new document gets (spec part 1 §4: sent; draft for purchases). Absent: sent. */
  readonly createdAs?: LifecycleStatus;
  /** Kinds a document of this kind can be turned into (copying parties and lines, linking back). */
  readonly convertsTo: readonly DocumentKind[];
  /**
   * The spec's success messages on save, and where the spec words it its own way, the message
   * for a save without lines (absent: 'Please add minimum of 1 Item').
   */
  readonly messages: { readonly added: string; readonly updated: string; readonly noItems?: string };
  /**
   * The year the list opens on when the caller names none (spec part 1 §2: B2B 2024-2025, B2C
   * 2023-2024); absent: the current financial year. The selector always offers the current year.
   */
  readonly defaultListYear?: number;
  /** The delivery challan's reason (spec part 1 §3 dctype) is asked for and printed. */
  readonly asksChallanReason?: boolean;
  /** The quotation's valid-until date (spec part 1 §3 validDate) is asked for and printed. */
  readonly asksValidUntil?: boolean;
  /**
   * false: a due date means nothing on the printed document (a quotation has its valid-until date;
   * a challan and a credit note ask for no payment). The form keeps the field, as spec part 1 §2
   * lists it for every form. Absent: printed.
   */
  readonly printsDueDate?: false;
  /**
   * A purchase's own fields (spec part 1 §3 Purchase): purchase_order_no, the supplier's bill
   * number (invoice_no: the purchase's own number is then purchase_no), deliverd_date,
   * deliverd_to, expense_type.
   */
  readonly asksPurchaseDetails?: boolean;
  /**
   * A credit or debit note (part 2 §3): it refers to an original invoice or bill of supply of the
   * same client (referencetype, referenceid, referencedate), gives a reason, and changes what the
   * customer owes on it: 'credit' lowers it (and caps at what the original leaves), 'debit' raises it.
   */
  readonly note?: 'credit' | 'debit';
  /** The kinds a note can refer to (the form's reference type, in this order). */
  readonly refersTo?: readonly DocumentKind[];
  /** Charges are always taxed at the highest item rate (part 2 §9), whatever additional_charges says. */
  readonly taxesChargesAlways?: boolean;
  /**
   * Lines need a receiver first (spec part 1 §5 purchases, part 2 §5 bill of supply and composite purchase): the form
   * opens no item before a client or receiver is chosen, and a save with neither says so.
   */
  readonly receiverBeforeItems?: boolean;
  /**
   * The printed document is the party's bill, recorded by the organisation (purchases): the party
   * prints as the supplier ('Bill from'), the organisation as the recipient ('Bill to'), without
   * its logo or bank account. Absent: the organisation's own document, printed on its letterhead
   * (a self-invoice under reverse charge too: the organisation issues it and names the supplier).
   */
  readonly recordsPartysBill?: boolean;
  /**
   * The organisation's own invoice for what a supplier without a GSTIN supplies it under reverse
   * charge (Section 31(3)(f) CGST Act: a self-invoice is for a supplier who is not registered; a
   * registered supplier issues its own invoice even under reverse charge, which is recorded as a
   * purchase). A party with a GSTIN is refused (walk 36 L1: a registered customer's self-invoice
   * was reported as an inward supply from an unregistered person and its tax booked as owed).
   */
  readonly selfInvoice?: true;
  /**
   * The tax the document carries is no input tax credit (a composite purchase, from a composition
   * dealer or an unregistered supplier: neither may collect tax, and credit needs a registered
   * supplier's tax invoice, Sections 10(4) and 16(2)(a) CGST Act): the books count it in the cost of
   * the purchase and GSTR-3B reports the supply in table 5, claiming nothing. Under reverse charge
   * the buyer pays the tax itself and takes the credit as on any reverse-charge purchase.
   */
  readonly noInputTaxCredit?: true;
  /** A line the printed document carries under its title, saying what kind of document it is. */
  readonly titleStatement?: string;
  /**
   * Printed in copies, each marked (printable.ts copyMarkings): a tax invoice the supplier issues
   * (CGST Rule 48) in triplicate for goods and duplicate for services; a delivery challan (Rule
   * 55(2)) in triplicate.
   */
  readonly printsCopies?: 'tax invoice' | 'delivery challan';
  /**
   * A voucher (part 2 §3; Rules 50-52 CGST Rules): its lines carry advances (advancedAmount) whose
   * tax the engine backs out of their sum (KIND_RULES advance). 'advance': money taken in advance
   * of a supply (received from a client, or paid to a supplier); 'refund': gives back what a
   * receipt voucher took, never more than it has left (functions/src/documents/advances.ts);
   * it names the receipt voucher as a note names its original (referenceid, or converted_from).
   */
  readonly voucher?: 'advance' | 'refund';
}

/** What the organisation supplied to a customer: what a credit or debit note can refer to. */
const NOTE_REFERENCE_KINDS = ['b2b', 'b2c', 'bill_of_supply'] as const;

const INVOICE_MESSAGES = { added: DOCUMENT_MESSAGES.invoiceAdded, updated: DOCUMENT_MESSAGES.invoiceUpdated };

/** The spec's messages of a purchase's party (part 1 §5; part 2 §5 for the composite purchase). */
const PURCHASE_PARTY_MESSAGES: PartyMessages = { missing: DOCUMENT_MESSAGES.selectReceiver, billing: DOCUMENT_MESSAGES.addBilling };

/**
 * What every voucher shares (part 2 §3, §9): numbered prefix, year, sequence (RV-20251); no stock
 * moves; not paid itself (it is the payment). Every voucher is edited through editbillofsupply
 * (part 2 §7), a sales route, so all are in the invoices family, the payment voucher too.
 */
const VOUCHER_FACTS = {
  family: 'invoices',
  numberField: 'invoice_no',
  dateField: 'invoicedate',
  party: 'client',
  reverseCharge: 'optional',
  stock: 'none',
  payable: false,
  convertsTo: [],
  // Money that has changed hands is due on no date (walk 26 L4: a voucher's PDF printed one).
  printsDueDate: false,
} as const;

/** The two refund kinds: printed alike, both giving back a receipt voucher's advance to its client. */
const REFUND_FACTS = { ...VOUCHER_FACTS, title: 'Refund Voucher', partyRole: 'buyer', voucher: 'refund' } as const;

/** The kinds of spec part 1 (issue 9) and the purchases of issue 10. Notes and vouchers join as rows. */
export const DOCUMENT_KIND_TABLE = {
  b2b: {
    kind: 'b2b',
    idCode: 'bb',
    label: 'B2B invoice',
    pluralLabel: 'B2B invoices',
    title: 'Tax Invoice',
    family: 'invoices',
    numbering: { scheme: 'org-series', sequenceKind: 'b2b' },
    numberField: 'invoice_no',
    dateField: 'invoicedate',
    party: 'client',
    partyRole: 'buyer',
    reverseCharge: 'optional',
    stock: 'out',
    payable: true,
    convertsTo: [],
    messages: INVOICE_MESSAGES,
    defaultListYear: 2024,
    printsCopies: 'tax invoice',
  },
  b2c: {
    kind: 'b2c',
    idCode: 'bc',
    label: 'B2C invoice',
    pluralLabel: 'B2C invoices',
    title: 'Tax Invoice',
    family: 'invoices',
    numbering: { scheme: 'org-series', sequenceKind: 'b2c' },
    numberField: 'invoice_no',
    dateField: 'invoicedate',
    party: 'consumer',
    partyRole: 'buyer',
    // A consumer is never the one to pay the tax: reverse charge on an outward supply needs a
    // registered recipient (Section 9(3) CGST Act's notifications), so the flag is not offered (walk 39 L8).
    reverseCharge: 'never',
    stock: 'out',
    payable: true,
    convertsTo: [],
    messages: INVOICE_MESSAGES,
    defaultListYear: 2023,
    printsCopies: 'tax invoice',
  },
  // A registered business receiving supplies from an unregistered supplier issues this invoice
  // itself and pays the tax (Section 9(3)/9(4) CGST Act; Section 31(3)(f)). The goods come in
  // through the purchase that records them, so this invoice moves no stock.
  reverse_charge: {
    kind: 'reverse_charge',
    idCode: 'rc',
    label: 'Reverse charge invoice',
    pluralLabel: 'Reverse charge invoices',
    title: 'Tax Invoice',
    family: 'invoices',
    numbering: { scheme: 'fixed', prefix: 'REVC', withYear: false, separator: '' },
    numberField: 'invoice_no',
    dateField: 'invoicedate',
    party: 'client',
    partyRole: 'supplier',
    reverseCharge: 'always',
    stock: 'none',
    payable: true,
    convertsTo: [],
    messages: INVOICE_MESSAGES,
    selfInvoice: true,
    // The organisation issues it for what it receives from an unregistered supplier and pays the tax itself.
    titleStatement: 'Issued by the recipient, who pays the tax under reverse charge',
  },
  quotation: {
    kind: 'quotation',
    idCode: 'qt',
    label: 'Quotation',
    pluralLabel: 'Quotations',
    title: 'Quotation',
    family: 'invoices',
    numbering: { scheme: 'org-series', sequenceKind: 'quotation' },
    numberField: 'quotation_no',
    dateField: 'quotationdate',
    party: 'client',
    partyRole: 'buyer',
    reverseCharge: 'optional',
    stock: 'none',
    payable: false,
    // A bill of supply too: what a composition dealer issues (walk 35 M2), or a regular dealer for exempt supplies.
    convertsTo: ['proforma', 'b2b', 'bill_of_supply'],
    messages: { added: DOCUMENT_MESSAGES.quotationAdded, updated: DOCUMENT_MESSAGES.quotationUpdated },
    asksValidUntil: true,
    printsDueDate: false,
  },
  proforma: {
    kind: 'proforma',
    idCode: 'pi',
    label: 'Proforma invoice',
    pluralLabel: 'Proforma invoices',
    title: 'Proforma Invoice',
    family: 'invoices',
    numbering: { scheme: 'org-series', sequenceKind: 'proforma' },
    numberField: 'invoice_no',
    dateField: 'invoicedate',
    party: 'client',
    partyRole: 'buyer',
    reverseCharge: 'optional',
    stock: 'none',
    payable: false,
    convertsTo: ['b2b', 'bill_of_supply'],
    messages: { added: DOCUMENT_MESSAGES.proformaAdded, updated: DOCUMENT_MESSAGES.proformaUpdated },
  },
  // Goods sent on a challan (Rule 55 CGST Rules: job work, approval, not-yet-invoiced supply) leave
  // the stock when the invoice that follows is raised, so the challan itself moves none.
  delivery_challan: {
    kind: 'delivery_challan',
    idCode: 'dc',
    label: 'Delivery challan',
    pluralLabel: 'Delivery challans',
    title: 'Delivery Challan',
    family: 'invoices',
    numbering: { scheme: 'org-series', sequenceKind: 'deliverychallan' },
    numberField: 'invoice_no',
    dateField: 'invoicedate',
    party: 'client',
    partyRole: 'buyer',
    reverseCharge: 'optional',
    stock: 'none',
    payable: false,
    convertsTo: ['b2b', 'bill_of_supply'],
    messages: { added: DOCUMENT_MESSAGES.challanAdded, updated: DOCUMENT_MESSAGES.challanUpdated },
    asksChallanReason: true,
    printsDueDate: false,
    printsCopies: 'delivery challan',
  },
  // What the organisation buys (spec part 1 §3 Purchase): the vendor supplies the organisation, so
  // the place of supply is the organisation's state. Goods come into stock; payments go out.
  // Created as a draft (part 1 §4). The spec gives purchases no number of their own; they are
  // numbered like the composite purchase (part 2 §9 'CP-'): PUR-, the year, the sequence.
  purchase: {
    kind: 'purchase',
    idCode: 'pu',
    label: 'Purchase',
    pluralLabel: 'Purchases',
    title: 'Purchase',
    family: 'purchases',
    numbering: { scheme: 'fixed', prefix: 'PUR-', withYear: true, separator: '' },
    numberField: 'purchase_no',
    dateField: 'purchased_date',
    party: 'client',
    partyFields: { client: 'vendor_id', address: 'client_address_id', contact: 'client_contact_id' },
    partyMessages: PURCHASE_PARTY_MESSAGES,
    partyRole: 'supplier',
    reverseCharge: 'optional',
    stock: 'in',
    payable: true,
    createdAs: 'draft',
    convertsTo: [],
    messages: { added: DOCUMENT_APP_MESSAGES.purchaseAdded, updated: DOCUMENT_APP_MESSAGES.purchaseUpdated },
    asksPurchaseDetails: true,
    receiverBeforeItems: true,
    recordsPartysBill: true,
  },
  // A purchase from a composition dealer or an unregistered receiver typed on the form (spec part 2
  // §3, §5): the voucher's wire names, charges taxed at the highest item rate, saved as sent. The
  // spec gives it tax totals; whatever tax it carries is part of its cost (noInputTaxCredit).
  composite_purchase: {
    kind: 'composite_purchase',
    idCode: 'cp',
    label: 'Composite purchase',
    pluralLabel: 'Composite purchases',
    title: 'Composite Purchase',
    family: 'purchases',
    numbering: { scheme: 'fixed', prefix: 'CP-', withYear: true, separator: '' },
    numberField: 'invoice_no',
    dateField: 'invoicedate',
    party: 'consumer',
    partyMessages: PURCHASE_PARTY_MESSAGES,
    partyRole: 'supplier',
    reverseCharge: 'optional',
    stock: 'in',
    payable: true,
    convertsTo: [],
    messages: { added: DOCUMENT_MESSAGES.compositePurchaseAdded, updated: DOCUMENT_MESSAGES.compositePurchaseUpdated },
    taxesChargesAlways: true,
    receiverBeforeItems: true,
    recordsPartysBill: true,
    noInputTaxCredit: true,
  },
  // Issued instead of a tax invoice for an exempt supply, or by a composition dealer, who may not
  // collect tax (Section 31(3)(c) CGST Act, Rule 49): no tax (KIND_RULES), so no reverse charge.
  // Its own series (settings' billofsupply prefix); made from a delivery challan by conversion.
  bill_of_supply: {
    kind: 'bill_of_supply',
    idCode: 'bs',
    label: 'Bill of supply',
    pluralLabel: 'Bills of supply',
    title: 'Bill of Supply',
    family: 'invoices',
    numbering: { scheme: 'org-series', sequenceKind: 'billofsupply' },
    numberField: 'invoice_no',
    dateField: 'invoicedate',
    party: 'consumer',
    partyRole: 'buyer',
    reverseCharge: 'never',
    stock: 'out',
    payable: true,
    convertsTo: [],
    messages: { added: DOCUMENT_MESSAGES.billOfSupplyAdded, updated: DOCUMENT_MESSAGES.billOfSupplyUpdated, noItems: DOCUMENT_MESSAGES.minimumOneItemBos },
    receiverBeforeItems: true,
  },
  // Section 34 CGST Act: a credit note lowers what the customer owes on an earlier supply (goods
  // returned: they come back into stock); a debit note raises it (more goods or a higher price).
  // Numbered CN-{year}-{seq} and DN-{year}-{seq} (part 2 §9). They are not paid themselves: they
  // change what is owed on the document they refer to.
  credit_note: {
    kind: 'credit_note',
    idCode: 'cn',
    label: 'Credit note',
    pluralLabel: 'Credit notes',
    title: 'Credit Note',
    family: 'invoices',
    numbering: { scheme: 'fixed', prefix: 'CN', withYear: true, separator: '-' },
    numberField: 'invoice_no',
    dateField: 'invoicedate',
    party: 'client',
    partyRole: 'buyer',
    reverseCharge: 'optional',
    stock: 'in',
    payable: false,
    convertsTo: [],
    messages: { added: DOCUMENT_MESSAGES.creditNoteAdded, updated: DOCUMENT_MESSAGES.creditNoteUpdated },
    note: 'credit',
    refersTo: NOTE_REFERENCE_KINDS,
    printsDueDate: false,
  },
  debit_note: {
    kind: 'debit_note',
    idCode: 'dn',
    label: 'Debit note',
    pluralLabel: 'Debit notes',
    title: 'Debit Note',
    family: 'invoices',
    numbering: { scheme: 'fixed', prefix: 'DN', withYear: true, separator: '-' },
    numberField: 'invoice_no',
    dateField: 'invoicedate',
    party: 'client',
    partyRole: 'buyer',
    reverseCharge: 'optional',
    stock: 'out',
    payable: false,
    convertsTo: [],
    messages: { added: DOCUMENT_MESSAGES.debitNoteAdded, updated: DOCUMENT_MESSAGES.debitNoteUpdated },
    note: 'debit',
    refersTo: NOTE_REFERENCE_KINDS,
  },
  // A credit note a supplier gives the organisation against a purchase (vendorcreditnote, part 2
  // §7): goods sent back or a price lowered. Recorded like the purchase it corrects (the vendor's
  // wire names, the vendor's document printed as theirs), it lowers what the organisation owes on
  // that purchase, capped like a credit note, and the returned goods leave stock.
  vendor_credit: {
    kind: 'vendor_credit',
    idCode: 'vc',
    label: 'Vendor credit note',
    pluralLabel: 'Vendor credit notes',
    title: 'Credit Note',
    family: 'purchases',
    numbering: { scheme: 'fixed', prefix: 'VCN', withYear: true, separator: '-' },
    numberField: 'invoice_no',
    dateField: 'invoicedate',
    party: 'client',
    partyFields: { client: 'vendor_id', address: 'client_address_id', contact: 'client_contact_id' },
    partyMessages: PURCHASE_PARTY_MESSAGES,
    partyRole: 'supplier',
    reverseCharge: 'optional',
    stock: 'out',
    payable: false,
    convertsTo: [],
    messages: { added: DOCUMENT_APP_MESSAGES.vendorCreditAdded, updated: DOCUMENT_APP_MESSAGES.vendorCreditUpdated },
    note: 'credit',
    refersTo: ['purchase'],
    recordsPartysBill: true,
    printsDueDate: false,
  },
  // Vouchers (part 2 §3, §9; VOUCHER_FACTS): money that changes hands before (or instead of) a supply.
  // Rule 50: a receipt voucher for an advance received; its tax is backed out at the highest rate.
  receipt_voucher: {
    ...VOUCHER_FACTS,
    kind: 'receipt_voucher',
    idCode: 'rv',
    label: 'Receipt voucher',
    pluralLabel: 'Receipt vouchers',
    title: 'Receipt Voucher',
    numbering: { scheme: 'fixed', prefix: 'RV-', withYear: true, separator: '' },
    partyRole: 'buyer',
    // Into an invoice for the supply, which takes what is left of the advance (advance-adjustment.ts).
    convertsTo: ['refund_voucher', 'b2b'],
    messages: { added: DOCUMENT_MESSAGES.receiptVoucherAdded, updated: DOCUMENT_APP_MESSAGES.receiptVoucherUpdated },
    voucher: 'advance',
  },
  // Rule 52: a payment voucher for an advance paid to a supplier (the mirror of the receipt voucher).
  payment_voucher: {
    ...VOUCHER_FACTS,
    kind: 'payment_voucher',
    idCode: 'pv',
    label: 'Payment voucher',
    pluralLabel: 'Payment vouchers',
    title: 'Payment Voucher',
    numbering: { scheme: 'fixed', prefix: 'PV-', withYear: true, separator: '' },
    partyRole: 'supplier',
    // Into the purchase for the supply, which takes what is left of the advance paid.
    convertsTo: ['purchase'],
    messages: { added: DOCUMENT_MESSAGES.paymentVoucherAdded, updated: DOCUMENT_APP_MESSAGES.paymentVoucherUpdated },
    voucher: 'advance',
  },
  // Rule 51: a refund voucher gives back an advance no supply followed. The spec saves it two ways,
  // each with its own number, wire and message, so they are two rows sharing the refund rule and
  // the one refund list: the voucher (Voucher-20251, 'Invoice added successfully') and the note
  // (RCV-2025-1, the note's payload, 'Refund Voucher added successfully').
  refund_voucher: {
    ...REFUND_FACTS,
    kind: 'refund_voucher',
    idCode: 'rf',
    label: 'Refund voucher',
    pluralLabel: 'Refund vouchers',
    numbering: { scheme: 'fixed', prefix: 'Voucher-', withYear: true, separator: '' },
    messages: { added: DOCUMENT_MESSAGES.invoiceAdded, updated: DOCUMENT_MESSAGES.refundVoucherUpdated },
  },
  refund_note: {
    ...REFUND_FACTS,
    kind: 'refund_note',
    idCode: 'rn',
    label: 'Refund voucher note',
    pluralLabel: 'Refund voucher notes',
    numbering: { scheme: 'fixed', prefix: 'RCV', withYear: true, separator: '-' },
    messages: { added: DOCUMENT_MESSAGES.refundVoucherAdded, updated: DOCUMENT_MESSAGES.refundVoucherUpdated },
  },
} as const satisfies Partial<Record<DocumentKind, DocumentKindFacts>>;

export type KindInTable = keyof typeof DOCUMENT_KIND_TABLE;
export const TABLE_KINDS = Object.keys(DOCUMENT_KIND_TABLE) as KindInTable[];

/** What a member needs to see or change a kind's documents: its family's permission ('purchases.edit'). */
export const kindPermission = (kind: KindInTable, action: 'view' | 'edit') => `${kindFacts(kind).family}.${action}` as const;

export function kindFacts(kind: KindInTable): DocumentKindFacts {
  return DOCUMENT_KIND_TABLE[kind];
}

/**
 * Where a document moves stock: its kind's way, but none for a note that changes a price alone
 * (NoteReference.movesStock false: its quantity is what the new price applies to, not goods).
 */
export function stockDirectionOf(facts: Pick<DocumentKindFacts, 'stock' | 'note'>, note: { readonly movesStock?: boolean } | null | undefined): DocumentKindFacts['stock'] {
  return facts.note && !movesGoods(note) ? 'none' : facts.stock;
}

/** Whether a document's quantities are goods (every document's are but a note's that changes a price alone): what quantities reported count. */
export const movesGoods = (note: { readonly movesStock?: boolean } | null | undefined): boolean => note?.movesStock !== false;

/**
 * A kind's label inside a sentence: 'Quotation' → 'quotation', while an acronym keeps its capitals
 * ('B2B invoices', never 'b2b invoices').
 */
export function labelInSentence(label: string): string {
  return /^[A-Z0-9]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

export function isKindInTable(kind: string): kind is KindInTable {
  return Object.hasOwn(DOCUMENT_KIND_TABLE, kind);
}

/** The wire names of a kind's party fields. */
export function partyFieldsOf(facts: DocumentKindFacts): PartyFieldNames {
  return facts.partyFields ?? CLIENT_FIELDS;
}

/**
 * What screens call a kind's party: the client a business sells to, or the supplier it buys from
 * (a purchase, and the reverse-charge invoice a business issues for a supplier's supply).
 */
export function partyNounOf(facts: Pick<DocumentKindFacts, 'partyRole'>): 'Client' | 'Supplier' {
  return facts.partyRole === 'supplier' ? 'Supplier' : 'Client';
}

/** What a kind says when its party, or the party's billing address, is missing. */
export function partyMessagesOf(facts: DocumentKindFacts): PartyMessages {
  return (
    facts.partyMessages ??
    (facts.party === 'consumer'
      ? { missing: DOCUMENT_MESSAGES.addBilling, billing: DOCUMENT_MESSAGES.addBilling }
      : { missing: DOCUMENT_MESSAGES.selectValidClient, billing: DOCUMENT_MESSAGES.chooseBilling })
  );
}

/** The lifecycle a new document of the kind starts in. */
export function createdStatusOf(facts: DocumentKindFacts): LifecycleStatus {
  return facts.createdAs ?? 'sent';
}

/**
 * Whether payments can be recorded against a document in this lifecycle: a payable kind that is
 * sent, or still in the status it was created in (a purchase is a draft until someone changes it,
 * and it is paid all the same).
 */
export function takesPayments(facts: DocumentKindFacts, lifecycle: LifecycleStatus): boolean {
  return facts.payable && lifecycle !== 'cancelled' && (lifecycle === 'sent' || lifecycle === createdStatusOf(facts));
}

/** The kind whose id code this is (document ids carry it). */
export function kindOfIdCode(code: string): KindInTable | undefined {
  return TABLE_KINDS.find((kind) => DOCUMENT_KIND_TABLE[kind].idCode === code);
}

/** The kind a document id names (`<org>_<kind code><fy><sequence>`, store/documents.ts). */
export function kindOfDocumentId(id: string): KindInTable | undefined {
  return kindOfIdCode(id.split('_')[1]?.slice(0, 2) ?? '');
}

/** Whether a kind is a voucher for an advance, received or paid, that later documents take from (documents/advances.ts). */
export const isAdvanceVoucher = (kind: string): boolean => isKindInTable(kind) && kindFacts(kind).voucher === 'advance';

/** The kinds that give back a receipt voucher's advance (one list, one cap). */
export const REFUND_KINDS: readonly KindInTable[] = TABLE_KINDS.filter((kind) => kindFacts(kind).voucher === 'refund');
