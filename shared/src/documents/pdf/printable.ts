// What the printed document says, as text, before any drawing: CGST Rule 46's particulars taken
// from a saved document's view and the organisation's settings. document-pdf.ts lays them out.
// Money prints the Indian way (1,23,456.00); amounts in tables without the ₹ (the headers say it).
import type { AddressView, DocumentView, LineView } from '../../api/schemas/document-views.js';
import type { OrgAddress, OrgDetails } from '../../api/schemas/settings.js';
import { formatDisplayDate } from '../../gst/calendar.js';
import { financialYearOf, shortFinancialYear } from '../../gst/financial-year.js';
import { formatTypedDate } from '../../input/typed-date.js';
import { formatIndianNumber, formatInr, rupeesToPaise } from '../../gst/money-format.js';
import { OTHER_COUNTRIES_STATE_CODE, stateByCode } from '../../gst/states.js';
import { KIND_RULES } from '../../gst/totals.js';
import { issuedInComposition } from '../tax-invoice.js';
import { isKindInTable, kindFacts } from '../kinds.js';
import { quantityWithUnit } from '../../catalogue/units.js';
import { lineSerialsText } from '../line-serials.js';

/** The organisation's settings the document prints (its primary address and first bank account). */
export type PdfOrganisation = Pick<OrgDetails, 'org_name' | 'gstin' | 'statecode' | 'addresses' | 'banks'>;

export type Align = 'start' | 'end';

export interface LabelledValue {
  label: string;
  value: string;
}

export interface PartyBlock {
  heading: string;
  name: string;
  lines: string[];
}

export interface TableColumn {
  header: string;
  /** Columns with the same group print under one spanning heading ('CGST' over Rate and Amount). */
  group?: string;
  align: Align;
  /** The column that takes the width the others leave (the description). */
  flex?: boolean;
}

export interface TableRow {
  cells: string[];
  bold?: boolean;
}

export interface PrintableTable {
  columns: TableColumn[];
  rows: TableRow[];
}

const paise = (rupees: string) => rupeesToPaise(rupees);
/** '1234.5' -> '1,234.50'. */
export const amount = (rupees: string) => formatIndianNumber(paise(rupees));
/** '1234.5' -> '₹1,234.50'. */
export const inr = (rupees: string) => formatInr(paise(rupees));
const percent = (rate: number) => `${rate}%`;
const isZero = (rupees: string) => paise(rupees) === 0;

const CHARGE_LABELS = { packing: 'Packing charges', insurance: 'Insurance charges', freight: 'Freight charges' } as const;

/** '27-Maharashtra': the place of supply with its state code and name (Rule 46(n)). */
export function stateWithCode(code: string): string {
  const state = stateByCode(code);
  return state ? `${state.code}-${state.name}` : code;
}

function addressLines(address: Pick<AddressView, 'address' | 'city' | 'pincode' | 'state_id' | 'phone'>): string[] {
  return [
    address.address,
    [address.city, address.pincode].filter(Boolean).join(' - '),
    address.state_id ? `State: ${stateWithCode(address.state_id)}` : '',
    address.phone ? `Phone: ${address.phone}` : '',
  ].filter(Boolean);
}

/** The address the organisation prints: its primary one, else its first. */
export function printedOrgAddress(org: PdfOrganisation): OrgAddress | undefined {
  return org.addresses.find((address) => address.isprimary === 1) ?? org.addresses[0];
}

/** Supplier particulars under the name (Rule 46(a)): address, state, GSTIN. */
export function organisationLines(org: PdfOrganisation): string[] {
  const address = printedOrgAddress(org);
  const lines = address ? addressLines(address) : [`State: ${stateWithCode(org.statecode)}`];
  return org.gstin ? [...lines, `GSTIN: ${org.gstin}`] : lines;
}

/** The bank account printed for payment: the organisation's first (the settings have no primary flag). */
export function bankLines(org: PdfOrganisation): string[] {
  const bank = org.banks[0];
  if (!bank) return [];
  return [
    `Account holder: ${bank.holder_name}`,
    `Bank: ${bank.bankname}`,
    `A/c No.: ${bank.account}`,
    `IFSC: ${bank.ifsc}`,
    bank.branch ? `Branch: ${bank.branch}` : '',
  ].filter(Boolean);
}

const sameAddress = (a: AddressView | null, b: AddressView | null) => JSON.stringify(a) === JSON.stringify(b);

/** The headings of a recorded bill's two parties (purchases). */
export const RECORDED_BILL_HEADINGS = { supplier: 'Bill from (Supplier)', recipient: 'Bill to (Recipient)' } as const;

/** Whether the document prints as the party's bill the organisation records (the kind row's recordsPartysBill). */
export function isRecordedBill(view: Pick<DocumentView, 'kind'>): boolean {
  return isKindInTable(view.kind) && kindFacts(view.kind).recordsPartysBill === true;
}

/** A phone number's digits without the trunk 0 or the country code 91: '+91 98220 45678' and '098220 45678' are '9822045678'. */
const phoneDigits = (phone: string) => {
  const digits = phone.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length > 10 && digits.startsWith('91') ? digits.slice(2) : digits;
};

/** Whether two phone numbers are the same number, however they are written. */
export const samePhone = (a: string, b: string) => phoneDigits(a) !== '' && phoneDigits(a) === phoneDigits(b);

const block = (heading: string, name: string, address: AddressView | null, gstin: string, statecode: string, mobile = ''): PartyBlock => ({
  heading,
  name,
  lines: [
    ...(address ? addressLines(address) : [`State: ${stateWithCode(statecode)}`]),
    ...(gstin ? [`GSTIN: ${gstin}`] : []),
    // A consumer's number is often both the address's phone and the contact's mobile: it prints once.
    ...(mobile && !samePhone(mobile, address?.phone ?? '') ? [`Mobile: ${mobile}`] : []),
  ],
});

const partyBlock = (heading: string, party: DocumentView['party']) => block(heading, party.name, party.billing, party.gstin, party.statecode, party.contact?.mobile);

/**
 * The block at the top, beside the number and dates: who supplies (Rule 46(a)). The organisation,
 * without a heading (its letterhead); on a recorded bill, the party that billed it.
 */
export function supplierBlock(view: DocumentView, org: PdfOrganisation): PartyBlock {
  return isRecordedBill(view) ? partyBlock(RECORDED_BILL_HEADINGS.supplier, view.party) : { heading: '', name: org.org_name, lines: organisationLines(org) };
}

/** Whether the document's party buys from the organisation or supplies it. */
const partyRoleOf = (view: DocumentView) => (isKindInTable(view.kind) ? kindFacts(view.kind).partyRole : 'buyer');

/**
 * The receiver (billed to) and, when goods go elsewhere, the consignee (shipped to): Rule 46(d)-(f)
 * and (o). An unregistered receiver has no GSTIN line; every address carries its state and code.
 * On a self-invoice under reverse charge (partyRole 'supplier') the party is the supplier; on a
 * recorded bill (purchases) the organisation is the recipient.
 */
export function partyBlocks(view: DocumentView, org: PdfOrganisation): PartyBlock[] {
  if (isRecordedBill(view)) return [{ heading: RECORDED_BILL_HEADINGS.recipient, name: org.org_name, lines: organisationLines(org) }];
  const { party, consignee } = view;
  const role = partyRoleOf(view);
  const billedHeading = role === 'supplier' ? 'Details of Supplier (Billed by)' : 'Details of Receiver (Billed to)';
  const billed = partyBlock(billedHeading, party);
  const shippedTo = 'Details of Consignee (Shipped to)';
  if (consignee) return [billed, block(shippedTo, consignee.name, consignee.shipping ?? consignee.billing, consignee.gstin, consignee.statecode)];
  if (party.shipping && !sameAddress(party.shipping, party.billing)) {
    return [billed, block(shippedTo, party.name, party.shipping, party.gstin, party.statecode)];
  }
  return [billed];
}

/**
 * What the document was made from. A note names what it corrects, as two rows ('Against B2B
 * invoice' DT-2024-17, 'Dated' 14 Mar 2025); a converted document its source by the source's
 * printed title ('Delivery Challan No.' DC-2024-3: an invoice for goods sent under a challan),
 * so that the two papers can be matched.
 */
function madeFrom(view: DocumentView): [string, string][] {
  const original = view.converted_from;
  if (!original) return [];
  const facts = isKindInTable(original.kind) ? kindFacts(original.kind) : null;
  if (!view.note) return [[`${facts?.title ?? original.kind} No.`, original.number]];
  return [
    [`Against ${facts?.label ?? original.kind}`, original.number],
    ['Dated', view.note.referencedate && formatDisplayDate(view.note.referencedate)],
  ];
}

/** Number, dates, place of supply and the particulars given on the form (transport, e-way bill...). */
export function documentDetails(view: DocumentView): LabelledValue[] {
  const facts = isKindInTable(view.kind) ? kindFacts(view.kind) : null;
  const asksReason = facts?.asksChallanReason === true;
  const rows: [string, string][] = [
    [`${view.title} No.`, view.invoice_no],
    ['Date', formatDisplayDate(view.invoicedate)],
    ['Due Date', facts?.printsDueDate !== false && view.due_date ? formatDisplayDate(view.due_date) : ''],
    ['Valid Until', view.validDate && formatDisplayDate(view.validDate)],
    ['Place of Supply', stateWithCode(view.place_of_supply)],
    // An export names where it goes (Rule 46's proviso) and the shipping bill it left on.
    ['Country of Destination', view.export_country],
    ['Port Code', view.port_code],
    ['Shipping Bill No.', view.shipping_bill_no],
    ['Shipping Bill Date', view.shipping_bill_date && formatDisplayDate(view.shipping_bill_date)],
    ['Reason for Challan', asksReason ? view.dctype : ''],
    ["Supplier's Bill No.", view.purchase?.invoice_no ?? ''],
    ['Purchase Order No.', view.purchase?.purchase_order_no ?? ''],
    ['Delivered On', view.purchase?.deliverd_date ? formatDisplayDate(view.purchase.deliverd_date) : ''],
    ['Delivered To', view.purchase?.deliverd_to ?? ''],
    ['Expense Type', view.purchase?.expense_type ?? ''],
    // A note names the invoice or bill of supply it corrects, with its date (Rule 53(1A)(g) CGST Rules), and why.
    ...madeFrom(view),
    ['Reason', view.note?.reason ?? ''],
    ['Order No.', view.ordernum],
    ['Reference', view.note ? '' : [view.referencetype, view.referenceno].filter(Boolean).join(' ')],
    ['E-way Bill No.', view.ewaybillno],
    ['Mode of Transport', view.modeOfTransport],
    ['Vehicle No.', view.vehicleno],
    ['No. of Packages', view.noofitems],
    ['E-commerce GSTIN', view.ecommerceGstin ?? ''],
    ...view.customFields.map((field): [string, string] => [field.name, field.value === null || field.value === undefined ? '' : String(field.value)]),
  ];
  return rows.filter(([label, value]) => label && value).map(([label, value]) => ({ label, value }));
}

/**
 * Whether the document carries tax: a bill of supply does not (Rule 49), nor does anything a
 * composition dealer issues (issuedInComposition), so it prints no tax columns, rows or summary,
 * and no reverse-charge statement (Rule 46(p) is the tax invoice's).
 */
export const isTaxed = (view: Pick<DocumentView, 'kind' | 'seller'>) =>
  isKindInTable(view.kind) && KIND_RULES[view.kind].taxed && !issuedInComposition(view.kind, view.seller.schemetype);
const hasCess = (view: DocumentView) => isTaxed(view) && (view.items.some((line) => line.cess > 0) || !isZero(view.cess_tax_total));
const interState = (view: DocumentView) => view.igst === 'yes';

/** CGST and SGST (or IGST), each a rate and an amount column, then cess when any line has one. */
function taxColumns(view: DocumentView): TableColumn[] {
  if (!isTaxed(view)) return [];
  const pair = (group: string): TableColumn[] => [
    { header: 'Rate', group, align: 'end' },
    { header: 'Amount', group, align: 'end' },
  ];
  return [...(interState(view) ? pair('IGST') : [...pair('CGST'), ...pair('SGST')]), ...(hasCess(view) ? pair('Cess') : [])];
}

function lineTaxCells(view: DocumentView, line: LineView): string[] {
  if (!isTaxed(view)) return [];
  const cells = interState(view)
    ? [percent(line.igst_rate), amount(line.igst_total)]
    : [percent(line.cgst_rate), amount(line.cgst_total), percent(line.sgst_rate), amount(line.sgst_total)];
  return hasCess(view) ? [...cells, percent(line.cess), amount(line.cess_total)] : cells;
}

/**
 * The item, its serials, and on an advance voucher what the line is: the advance with its tax
 * inside, which its value and taxable value come from rather than quantity × rate (walk 26 L4).
 */
function lineDescription(view: DocumentView, line: LineView): string {
  const taxed = rupeesToPaise(line.cgst_total) + rupeesToPaise(line.sgst_total) + rupeesToPaise(line.igst_total) > 0;
  const advance = isKindInTable(view.kind) && kindFacts(view.kind).voucher === 'advance' ? `Advance ${partyRoleOf(view) === 'supplier' ? 'paid' : 'received'}: ${inr(line.advancedAmount)}, ${taxed ? 'tax included' : 'no tax'}` : null;
  return [line.item_name, lineSerialsText(line.itemPurchaseDetails), advance].filter((part) => part !== null).join('\n');
}

/** The discount as money, with the percent typed when it was one ('1,300.00\n(10%)'). */
function discountCell(line: LineView): string {
  return line.discountstring.endsWith('%') ? `${amount(line.discount)}\n(${line.discountstring})` : amount(line.discount);
}

/**
 * A charge as a row of the goods table, so the taxable value and tax columns add up to the
 * document's. Charges carry no cess, and intra-state their tax is two equal halves (the engine's
 * split), so CGST = SGST = tax / 2 exactly.
 */
function chargeRow(view: DocumentView, charge: DocumentView['charges'][number]): TableRow {
  const tax = paise(charge.tax);
  const taxCells = !isTaxed(view)
    ? []
    : interState(view)
    ? [percent(charge.gstrate), amount(charge.tax)]
    : [percent(charge.gstrate / 2), formatIndianNumber(tax / 2), percent(charge.gstrate / 2), formatIndianNumber(tax / 2)];
  const label = charge.rate > 0 ? `${CHARGE_LABELS[charge.kind]} (${charge.rate}% of value)` : CHARGE_LABELS[charge.kind];
  return {
    cells: ['', label, '', '', '', '', '', amount(charge.amount), ...taxCells, ...(hasCess(view) ? ['', ''] : []), formatIndianNumber(paise(charge.amount) + tax)],
  };
}

/** The goods and services table (Rule 46(g)-(m)): one row a line, the charges, and a total row. */
export function itemsTable(view: DocumentView): PrintableTable {
  const columns: TableColumn[] = [
    { header: '#', align: 'end' },
    { header: 'Description', align: 'start', flex: true },
    { header: 'HSN/SAC', align: 'start' },
    { header: 'Qty', align: 'end' },
    { header: 'Rate (₹)', align: 'end' },
    { header: 'Value (₹)', align: 'end' },
    { header: 'Discount (₹)', align: 'end' },
    { header: 'Taxable value (₹)', align: 'end' },
    ...taxColumns(view),
    { header: 'Total (₹)', align: 'end' },
  ];
  const lineRows = view.items.map((line) => ({
    cells: [
      String(line.sno),
      lineDescription(view, line),
      line.hsncode,
      quantityWithUnit(line.qty, line.metrics),
      amount(line.original_unit_price),
      amount(line.sub_total),
      discountCell(line),
      amount(line.taxableamount),
      ...lineTaxCells(view, line),
      amount(line.grandtotal),
    ],
  }));
  const taxTotals = !isTaxed(view)
    ? []
    : interState(view)
    ? ['', amount(view.igst_tax_total)]
    : ['', amount(view.cgst_tax_total), '', amount(view.sgst_tax_total)];
  const totalRow: TableRow = {
    bold: true,
    cells: [
      '',
      'Total',
      '',
      '',
      '',
      amount(view.sub_total),
      amount(view.discount_total),
      formatIndianNumber(paise(view.taxable_total) + paise(view.charges_total)),
      ...taxTotals,
      ...(hasCess(view) ? ['', amount(view.cess_tax_total)] : []),
      formatIndianNumber(paise(view.taxable_total) + paise(view.charges_total) + paise(view.tax_total)),
    ],
  };
  return { columns, rows: [...lineRows, ...view.charges.map((charge) => chargeRow(view, charge)), totalRow] };
}

/** The tax summary by rate: taxable value (charges included) and each tax, with a total row. */
export function taxSummaryTable(view: DocumentView): PrintableTable {
  const taxHeads = interState(view) ? ['IGST (₹)'] : ['CGST (₹)', 'SGST (₹)'];
  const cess = hasCess(view);
  const columns: TableColumn[] = [
    { header: 'GST rate', align: 'start' },
    { header: 'Taxable value (₹)', align: 'end' },
    ...taxHeads.map((header): TableColumn => ({ header, align: 'end' })),
    ...(cess ? [{ header: 'Cess (₹)', align: 'end' } as const] : []),
    { header: 'Total tax (₹)', align: 'end' },
  ];
  const figures = (taxable: number, cgst: number, sgst: number, igst: number, cessAmount: number) => [
    formatIndianNumber(taxable),
    ...(interState(view) ? [formatIndianNumber(igst)] : [formatIndianNumber(cgst), formatIndianNumber(sgst)]),
    ...(cess ? [formatIndianNumber(cessAmount)] : []),
    formatIndianNumber(cgst + sgst + igst + cessAmount),
  ];
  const rows = view.by_rate.map((row) => ({
    cells: [percent(row.gstrate), ...figures(paise(row.taxable), paise(row.cgst), paise(row.sgst), paise(row.igst), paise(row.cess))],
  }));
  const sum = (pick: (row: DocumentView['by_rate'][number]) => string) => view.by_rate.reduce((total, row) => total + paise(pick(row)), 0);
  const total = {
    bold: true,
    cells: ['Total', ...figures(sum((r) => r.taxable), sum((r) => r.cgst), sum((r) => r.sgst), sum((r) => r.igst), sum((r) => r.cess))],
  };
  return { columns, rows: [...rows, total] };
}

/** The totals beside the amount in words, ending in the document total (bold). */
export function totalRows(view: DocumentView): LabelledValue[] {
  const rows: [string, string, boolean][] = [
    ['Sub Total', inr(view.sub_total), true],
    ['Less: Discount', inr(view.discount_total), !isZero(view.discount_total)],
    ['Taxable Value (items)', inr(view.taxable_total), true],
    ['Add: Charges', inr(view.charges_total), view.charges.length > 0],
    ['CGST', inr(view.cgst_tax_total), isTaxed(view) && !interState(view)],
    ['SGST', inr(view.sgst_tax_total), isTaxed(view) && !interState(view)],
    ['IGST', inr(view.igst_tax_total), isTaxed(view) && interState(view)],
    ['Cess', inr(view.cess_tax_total), hasCess(view)],
    ['Round Off', inr(view.round_off), view.roundoff === 1],
    ['Total', inr(view.final_total), true],
  ];
  // An invoice made from a receipt voucher (a purchase from a payment voucher): the advance it
  // took, and what is left to pay after it.
  const advance = view.advance_adjusted;
  const afterAdvance: [string, string, boolean][] = advance
    ? [
        [`Less: Advance ${partyRoleOf(view) === 'supplier' ? 'paid' : 'received'} (${advance.number})`, inr(advance.amount), true],
        ['Balance after advance', formatInr(paise(view.final_total) - paise(advance.amount)), true],
      ]
    : [];
  return [...rows, ...afterAdvance].filter(([, , shown]) => shown).map(([label, value]) => ({ label, value }));
}

/**
 * The endorsement of a zero-rated supply (Rule 46, its proviso): an export, or a supply to an SEZ
 * unit or developer for authorised operations, on payment of IGST or under a letter of undertaking.
 */
export function zeroRatedStatement(view: Pick<DocumentView, 'export_lut' | 'sez_supply' | 'place_of_supply'>): string | null {
  const sez = view.sez_supply === 'yes';
  if (!sez && view.place_of_supply !== OTHER_COUNTRIES_STATE_CODE) return null;
  const supply = sez ? 'SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS' : 'EXPORT';
  return `SUPPLY MEANT FOR ${supply} ${view.export_lut === 'yes' ? 'UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT' : 'ON PAYMENT'} OF INTEGRATED TAX`;
}

/**
 * The letter of undertaking a zero-rated supply without IGST is made under: the organisation's LUT
 * for the invoice's financial year, which the view's seller carries (an LUT covers one year; with
 * none for the invoice's year nothing is printed).
 */
export function lutReference(view: Pick<DocumentView, 'export_lut' | 'invoicedate' | 'seller'>): string | null {
  const { lut } = view.seller;
  if (view.export_lut !== 'yes' || !lut || lut.fy !== shortFinancialYear(financialYearOf(view.invoicedate))) return null;
  return `LUT ARN ${lut.arn} dated ${formatTypedDate(lut.date)}`;
}

/**
 * Rule 46(p), verbatim, and under reverse charge why the tax is not in the total; a zero-rated
 * supply's endorsement, which is its invoice's (a note against it is no supply meant for export:
 * walk 34 L1), and after it the LUT it is made under.
 */
export function reverseChargeLines(view: DocumentView): string[] {
  if (!isTaxed(view)) return [];
  const payable = view.reversecharge === 'yes';
  const statement = `Whether tax is payable on reverse charge: ${payable ? 'Yes' : 'No'}`;
  const isNote = isKindInTable(view.kind) && kindFacts(view.kind).note !== undefined;
  const zeroRated = isNote ? null : zeroRatedStatement(view);
  if (payable) return [statement, `The tax of ${inr(view.tax_total)} is payable by the recipient and is not included in the total.`];
  const lut = zeroRated ? lutReference(view) : null;
  return [statement, ...(zeroRated ? [zeroRated] : []), ...(lut ? [lut] : [])];
}

/** Rule 5(1)(g) CGST Rules, verbatim: what a composition dealer's bill of supply says at its top. */
export const COMPOSITION_STATEMENT = 'composition taxable person, not eligible to collect tax on supplies';

/**
 * The lines under the title: the composition statement on an untaxed document of a composition
 * dealer, and what the kind says of itself (a self-invoice).
 */
export function titleStatements(view: DocumentView): string[] {
  const composition = !isTaxed(view) && view.seller.schemetype === 'composite' ? [COMPOSITION_STATEMENT] : [];
  const own = isKindInTable(view.kind) ? kindFacts(view.kind).titleStatement : undefined;
  return [...composition, ...(own ? [own] : [])];
}

/**
 * The copies a document prints, each by its marking: a tax invoice with goods in triplicate, one of
 * services only in duplicate (CGST Rule 48); a delivery challan in triplicate (Rule 55(2)); any
 * other document once, unmarked ('').
 */
export function copyMarkings(view: Pick<DocumentView, 'kind' | 'items'>): string[] {
  const copies = isKindInTable(view.kind) ? kindFacts(view.kind).printsCopies : undefined;
  if (!copies) return [''];
  if (copies === 'delivery challan') return ['ORIGINAL FOR CONSIGNEE', 'DUPLICATE FOR TRANSPORTER', 'TRIPLICATE FOR CONSIGNER'];
  return view.items.some((line) => line.goods_service === 'goods')
    ? ['ORIGINAL FOR RECIPIENT', 'DUPLICATE FOR TRANSPORTER', 'TRIPLICATE FOR SUPPLIER']
    : ['ORIGINAL FOR RECIPIENT', 'DUPLICATE FOR SUPPLIER'];
}

/**
 * Whether the party pays the organisation, so the document carries the organisation's bank
 * account: not when the party supplies it (a purchase, a self-invoice under reverse charge, an
 * advance paid) nor when the organisation gives money back (a refund).
 */
export function paysOrganisation(view: Pick<DocumentView, 'kind'>): boolean {
  if (!isKindInTable(view.kind)) return false;
  const facts = kindFacts(view.kind);
  return facts.partyRole !== 'supplier' && facts.voucher !== 'refund';
}

/** The file name: the document number, with characters file systems refuse made '-'. */
export function documentPdfFileName(view: Pick<DocumentView, 'invoice_no'>): string {
  return `${view.invoice_no.replace(/[\\/:*?"<>|\s]+/g, '-')}.pdf`;
}
