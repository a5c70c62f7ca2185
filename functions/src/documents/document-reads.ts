// Reading documents: fetch for edit, a kind's list of a financial year with its monthly chart,
// what a new form needs, next numbers and the sequence check, and the look-ups of the
// add-item modal and the address pickers.
import {
  isAdvanceVoucher,
  issuedUnderScheme,
  DOCUMENT_APP_MESSAGES,
  DOCUMENT_MESSAGES,
  PAYMENT_TERM_DAYS,
  TABLE_KINDS,
  documentTotals,
  financialYearOf,
  financialYearStarting,
  nextSequence,
  formatDocumentNumber,
  formatStockQuantity,
  isKindInTable,
  kindFacts,
  numberPrefix,
  paiseToRupees,
  basisPointsToPercent,
  unitById,
  type DocumentFormResponse,
  type DocumentListResponse,
  type DocumentView,
  type KindInTable,
} from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { todayOf } from '../services/today.js';
import { addressesOf, logoUrlOf, lutFor } from '../services/organisation-view.js';
import { getClient } from '../store/clients.js';
import type { OrganisationRecord } from '../store/organisations.js';
import { orgOfRecordId } from '../store/ids.js';
import { getItem } from '../store/items.js';
import {
  getDocument,
  getDocuments,
  keepTaxes,
  lastOfYear,
  lastSequence,
  linksFrom,
  linksFromYear,
  listDocumentsOfYear,
  sequenceTaken,
  taxesOf,
  NO_TAXES,
  voucherMoneyOf,
  yearsWithDocuments,
  type DocumentLinkRecord,
  type DocumentSummary,
  type DocumentTaxes,
  type StoredDocument,
} from '../store/documents.js';
import { smsCreditOf } from '../store/sms.js';
import { noteAdjustmentsOfOrg } from '../store/note-holds.js';
import { serialsInStock, stockInHandOfItem } from '../store/stock-movements.js';
import { documentInvalid, documentNotFound } from './document-errors.js';
import { loadDocument, loadOrganisation } from './document-save.js';
import { settle, settleOrganisation } from './derived-work.js';
import { REFERRED_KINDS, noteAdjustment, notesAmong, whatRemains } from './note-reference.js';
import { documentView, listRow } from './document-views.js';
import { advanceLeftOf, advancesLeftOf } from './advances.js';
import { numberingOf, tracksInventory } from './org-settings.js';
import { checkNextNumber, checkTypedNotAhead, checkTypedNumber } from './number-room.js';
import { previousPrice } from './previous-prices.js';
import { savedTermsOf } from './saved-terms.js';
import { eachLimited } from '../services/each-limited.js';

/** Today on the Indian calendar, 'YYYY-MM-DD'. */

export async function fetchDocument(ports: Ports, orgId: string, id: string, kind: KindInTable): Promise<DocumentView> {
  const [org, loaded, convertedTo] = await Promise.all([
    loadOrganisation(ports, orgId),
    loadDocument(ports, orgId, id, kind),
    linksFrom(ports.table, orgId, id),
  ]);
  const [doc, logo, notes, advanceLeft] = await Promise.all([
    settle(ports, loaded),
    logoUrlOf(ports, org),
    notesAmong(ports, convertedTo),
    isAdvanceVoucher(loaded.kind) ? advanceLeftOf(ports, loaded) : null,
  ]);
  const seller = { org_name: org.name, gstin: org.gstin, statecode: org.statecode, addresses: addressesOf(org), banks: org.settings?.bankAccounts ?? [], orglogo: logo, schemetype: schemeIssuedUnder(doc, org), lut: lutFor(org, doc.date) };
  const creditLeft = REFERRED_KINDS.has(doc.kind) ? whatRemains(doc, notes) : null;
  return documentView(doc, org, seller, convertedTo, todayOf(ports), { noteAdjustment: noteAdjustment(notes), creditLeft, advanceLeft });
}

/**
 * The scheme a document prints under: a sale's (a quotation's, a note's: issuedUnderScheme) is the
 * one it was issued in (soldInComposition, fixed at its first save), not today's, so a bill of
 * supply issued as a regular dealer's exempt supply never reprints with the composition statement
 * after the organisation joins the scheme, nor one issued in the scheme without it after it leaves
 * (walk 33E E3).
 */
function schemeIssuedUnder(doc: StoredDocument, org: OrganisationRecord): 'regular' | 'composite' {
  if (issuedUnderScheme(doc.kind)) return doc.soldInComposition === true ? 'composite' : 'regular';
  return org.settings?.schemetype ?? 'regular';
}

/** The year a list shows: the one asked for, else the kind's default (spec part 1 §2), else the current one. */
function listedYear(ports: Ports, kind: KindInTable, query: { startyear?: number }): number {
  const facts = kindFacts(kind);
  return query.startyear ?? facts.defaultListYear ?? financialYearOf(ports.now()).startYear;
}

async function settleRows(ports: Ports, rows: DocumentSummary[]): Promise<DocumentSummary[]> {
  const pending = rows.filter((row) => row.syncPending);
  for (const row of pending) {
    const doc = await getDocument(ports.table, row.id);
    if (doc) await settle(ports, doc);
  }
  return rows;
}

/**
 * The rows with their taxes. Those of documents saved before the taxes were kept (or before they
 * held the untaxed charges and the round-off) are worked out from their lines (one BatchGetItem per
 * 100) and kept on them, so each is worked out once.
 */
async function withTaxes(ports: Ports, rows: readonly DocumentSummary[]): Promise<(DocumentSummary & { taxes: DocumentTaxes })[]> {
  const current = (taxes: DocumentTaxes | undefined): taxes is DocumentTaxes => taxes?.roundOff !== undefined;
  const missing = rows.filter((row) => !current(row.taxes)).map((row) => row.id);
  const docs = missing.length === 0 ? [] : await getDocuments(ports.table, missing);
  const worked = new Map(docs.map((doc) => [doc.id, taxesOf(documentTotals(doc))]));
  await eachLimited(docs, KEEP_AT_ONCE, async (doc) => void (await keepTaxes(ports.table, doc, worked.get(doc.id) ?? NO_TAXES)));
  return rows.map((row) => ({ ...row, taxes: current(row.taxes) ? row.taxes : (worked.get(row.id) ?? NO_TAXES) }));
}

/** Writes of worked-out taxes under way at once. */
const KEEP_AT_ONCE = 8;

/**
 * What each document of the kinds' year was converted into (a quotation's proforma and invoice, a
 * challan's invoice), for the lists of kinds that convert; null for the others.
 */
async function conversionsOf(ports: Ports, orgId: string, kinds: readonly KindInTable[], year: number): Promise<Map<string, DocumentLinkRecord[]> | null> {
  const converting = kinds.filter((kind) => kindFacts(kind).convertsTo.length > 0);
  if (converting.length === 0) return null;
  const found = await Promise.all(converting.map((kind) => linksFromYear(ports.table, orgId, kind, year)));
  const conversions = new Map<string, DocumentLinkRecord[]>();
  for (const [index, links] of found.entries()) {
    const into = kindFacts(converting[index] as KindInTable).convertsTo;
    for (const [sourceId, made] of links) conversions.set(sourceId, made.filter((link) => into.includes(link.kind as KindInTable)));
  }
  return conversions;
}

/** A kind's list, or one list of several kinds (the refund vouchers and their notes). */
export async function listDocuments(ports: Ports, orgId: string, kindOrKinds: KindInTable | readonly KindInTable[], query: { startyear?: number }): Promise<DocumentListResponse> {
  const kinds: readonly KindInTable[] = typeof kindOrKinds === 'string' ? [kindOrKinds] : kindOrKinds;
  const year = listedYear(ports, kinds[0] as KindInTable, query);
  const current = financialYearOf(ports.now()).startYear;
  const [rows, years, credit, org, notes, conversions] = await Promise.all([
    Promise.all(kinds.map((kind) => listDocumentsOfYear(ports.table, orgId, kind, year, ['deleted'])))
      .then((found) => found.flat().filter((row) => !row.deleted))
      .then((found) => settleRows(ports, found)),
    Promise.all(kinds.map((kind) => yearsWithDocuments(ports.table, orgId, kind))).then((found) => found.flat()),
    smsCreditOf(ports.table, orgId),
    loadOrganisation(ports, orgId),
    kinds.some((kind) => kindFacts(kind).payable) ? noteAdjustmentsOfOrg(ports.table, orgId) : new Map<string, number>(),
    conversionsOf(ports, orgId, kinds, year),
  ]);
  const today = todayOf(ports);
  const [taxed, advancesLeft] = await Promise.all([withTaxes(ports, rows), advancesLeftOf(ports, orgId, rows)]);
  // Newest first; a day's documents by their number, highest first (INV23 before INV9: by sequence, not as text).
  const newestFirst = [...taxed].sort((a, b) => b.date.localeCompare(a.date) || b.seq - a.seq || b.id.localeCompare(a.id));
  const listed = newestFirst.map((row) => listRow(row, today, notes.get(row.id), conversions && (conversions.get(row.id) ?? []), advancesLeft.get(row.id) ?? null));
  // Every year from the earliest with documents (or the kind's default) to the latest, none skipped:
  // a gap (B2C's default 2023-24, documents in 2025-26) read as a year with nothing in it.
  const [first, last] = [Math.min(...years, current, year), Math.max(...years, current, year)];
  const yearLabels = Array.from({ length: last - first + 1 }, (_, i) => financialYearStarting(last - i).label);
  return {
    status: true,
    clientinvoicedata: listed,
    getChartsForInvoces: monthlyChart(rows, year, notes),
    yearSelection: yearLabels,
    yearsWithDocuments: [...new Set(years)].sort((a, b) => b - a).map((start) => financialYearStarting(start).label),
    year: financialYearStarting(year).label,
    getServerDate: today,
    getsmsDetails: [{ credit }],
    banks: org.settings?.bankAccounts ?? [],
    schemetype: org.settings?.schemetype ?? 'regular',
  };
}

/** Twelve months of the financial year (April to March) with their uncancelled documents' count and totals. */
function monthlyChart(rows: DocumentSummary[], year: number, notes: ReadonlyMap<string, number>) {
  const months = Array.from({ length: 12 }, (_, i) => {
    const month = ((i + 3) % 12) + 1;
    return `${month >= 4 ? year : year + 1}-${String(month).padStart(2, '0')}`;
  });
  return months.map((month) => {
    const inMonth = rows.filter((row) => row.lifecycle !== 'cancelled' && row.date.startsWith(month));
    const total = inMonth.reduce((sum, row) => sum + row.grandTotal, 0);
    const paid = inMonth.reduce((sum, row) => sum + row.paid, 0);
    const moved = inMonth.reduce((sum, row) => sum + (notes.get(row.id) ?? 0), 0);
    return { month, count: inMonth.length, total: paiseToRupees(total), paid: paiseToRupees(paid), pending: paiseToRupees(total + moved - paid) };
  });
}

/** The kind a form route serves: ?b2c=true and ?reversecharge=true pick those invoices (spec part 1 §7). */
export function invoiceFormKind(query: { b2c?: string; reversecharge?: string }): KindInTable {
  if (query.b2c === 'true') return 'b2c';
  if (query.reversecharge === 'true') return 'reverse_charge';
  return 'b2b';
}

export async function documentForm(ports: Ports, orgId: string, kind: KindInTable): Promise<DocumentFormResponse> {
  const facts = kindFacts(kind);
  const fy = financialYearOf(ports.now()).startYear;
  const [org, last, terms, credit] = await Promise.all([
    loadOrganisation(ports, orgId),
    lastOfYear(ports.table, orgId, kind, fy),
    savedTermsOf(ports, orgId, kind),
    smsCreditOf(ports.table, orgId),
  ]);
  const numbering = numberingOf(org);
  const next = nextSequence(facts, numbering, last?.seq ?? 0);
  return {
    status: true,
    orgSequence: {
      org_invoice_sequence: numberPrefix(facts, numbering, fy),
      invoice_year_sequence: numbering.yearSequence ? 1 : 0,
      next_invoice_no: formatDocumentNumber(facts, numbering, fy, next),
      next_sequence: next,
      last_issued: last ? { number: last.number, date: last.date } : null,
    },
    getsmsDetails: [{ credit }],
    orgitDetails: {
      id: org.id,
      org_name: org.name,
      gstin: org.gstin,
      statecode: org.statecode,
      roundoff_amount: org.settings?.roundoff_amount ?? 0,
      inventory_tracking: tracksInventory(org),
      schemetype: org.settings?.schemetype ?? 'regular',
      tc: terms,
    },
    invoiceGeneration: { kind, title: facts.title, payment_terms: [...PAYMENT_TERM_DAYS] },
    invoice: { b2c_address_id: '' },
    getCustomFields: (org.settings?.customFields ?? []).map((field) => ({ ...field })),
    getServerDate: todayOf(ports),
    banks: org.settings?.bankAccounts ?? [],
  };
}

/** '2026' or '2026-2027' to the start year. */
function startYearOf(year: string): number {
  return Number(year.slice(0, 4));
}

export async function nextNumber(ports: Ports, orgId: string, kind: KindInTable, year: string) {
  const facts = kindFacts(kind);
  const fy = startYearOf(year);
  const [org, last] = await Promise.all([loadOrganisation(ports, orgId), lastSequence(ports.table, orgId, kind, fy)]);
  const numbering = numberingOf(org);
  const seq = nextSequence(facts, numbering, last);
  checkNextNumber(facts, numbering, fy, seq);
  return { status: true as const, sequenceNumber: seq, invoiceNumber: formatDocumentNumber(facts, numbering, fy, seq) };
}

/** Spec part 1 §5: a typed number that exists gives 'Invoice number already available' and the next free one. */
export async function checkSequence(ports: Ports, orgId: string, kind: KindInTable, typed: string, date: string) {
  const facts = kindFacts(kind);
  const seq = Number(typed);
  if (!/^\d{1,9}$/.test(typed) || seq < 1) throw documentInvalid('numberInvalid', DOCUMENT_MESSAGES.onlyNumbers, 'number');
  let fy: number;
  try {
    fy = financialYearOf(date.slice(0, 10)).startYear;
  } catch {
    throw documentInvalid('dateInvalid', DOCUMENT_APP_MESSAGES.dateRequired, 'date');
  }
  const [org, taken, last] = await Promise.all([loadOrganisation(ports, orgId), sequenceTaken(ports.table, orgId, kind, fy, seq), lastSequence(ports.table, orgId, kind, fy)]);
  const numbering = numberingOf(org);
  checkTypedNumber(facts, numbering, fy, seq);
  checkTypedNotAhead(facts, numbering, fy, seq, last);
  if (!taken) return { status: true as const, sequenceNumber: seq, invoiceNumber: formatDocumentNumber(facts, numbering, fy, seq) };
  const next = nextSequence(facts, numbering, last);
  checkNextNumber(facts, numbering, fy, next);
  return { status: true as const, sequenceNumber: next, invoiceNumber: formatDocumentNumber(facts, numbering, fy, next), msg: DOCUMENT_MESSAGES.numberTaken };
}

/**
 * The add-item modal's look-up: price, rates, stock in hand, the client's previous price, intra or
 * inter state. `purchase`: the line is bought, so its price is the item's purchase price (its sale
 * price while no purchase price is set: the spec's blank purchase price is 0, never a real price).
 */
export async function itemLookup(ports: Ports, orgId: string, itemId: string, where: { clientId?: string; stateCode?: string; purchase?: true }) {
  if (orgOfRecordId(itemId) !== orgId) throw documentNotFound();
  const [org, item] = await Promise.all([loadOrganisation(ports, orgId), getItem(ports.table, orgId, itemId)]);
  if (!item) throw documentNotFound();
  let stateCode = where.stateCode ?? org.statecode;
  let lastPrice: number | null = null;
  if (where.clientId !== undefined) {
    if (orgOfRecordId(where.clientId) !== orgId) throw documentInvalid('clientNotFound', DOCUMENT_MESSAGES.selectValidClient, 'clientId');
    const [client, price] = await Promise.all([getClient(ports.table, orgId, where.clientId), previousPrice(ports, orgId, where.clientId, itemId)]);
    if (!client) throw documentInvalid('clientNotFound', DOCUMENT_MESSAGES.selectValidClient, 'clientId');
    stateCode = client.state;
    lastPrice = price;
  }
  const boughtAt = item.purchasePricePaise > 0 ? item.purchasePricePaise : item.unitPricePaise;
  // Goods move stock once the organisation tracks inventory; stock in hand is counted (and warned
  // of) only for an item whose tracking is set up, while serial numbers go with any goods.
  const moves = tracksInventory(org) && item.goodsType === 'goods';
  if (moves) await settleOrganisation(ports, orgId);
  const [stock, serials] = moves
    ? await Promise.all([item.tracking ? stockInHandOfItem(ports.table, orgId, itemId) : null, where.purchase ? [] : serialsInStock(ports.table, orgId, itemId)])
    : [null, []];
  return {
    status: true as const,
    item: {
      id: item.id,
      short_name: item.shortName,
      description: item.description,
      item_code: item.itemCode,
      hsn_sac_code: item.hsnSacCode,
      goods_service: item.goodsType,
      metric: unitById(item.unitId)?.code ?? '',
      unit_price: paiseToRupees(where.purchase ? boughtAt : item.unitPricePaise),
      purchase_price: paiseToRupees(boughtAt),
      gst_rate: basisPointsToPercent(item.gstRateBps),
      cess: basisPointsToPercent(item.cessBps),
      stockinhand: stock === null ? null : formatStockQuantity(stock),
      previtemprice: lastPrice === null ? null : paiseToRupees(lastPrice),
      // A sale picks from the serials in stock; a purchase types those of the units it brings in.
      serials,
      igst: stateCode === org.statecode ? ('no' as const) : ('yes' as const),
    },
  };
}

export async function itemGoodsService(ports: Ports, orgId: string, itemId: string) {
  const item = await getItem(ports.table, orgId, itemId);
  if (!item) throw documentNotFound();
  return { status: true as const, goods_service: item.goodsType };
}

export async function clientContacts(ports: Ports, orgId: string, clientId: string) {
  const client = await getClient(ports.table, orgId, clientId);
  if (!client) throw documentNotFound();
  return {
    status: true as const,
    clientaddresses: client.addresses.map((address) => ({
      id: address.id,
      isprimary: address.isprimary,
      address: address.address,
      city: address.city,
      pincode: address.pincode,
      phone: address.phone,
      state_id: address.state_id,
      statename: address.statename,
    })),
    clientcontacts: client.contacts.map((contact) => ({ ...contact })),
  };
}

/**
 * Saved documents of a kind (this and the last financial year, newest first) a new one can be made
 * from or refer to; only the client's when `clientId` is given (a note's reference).
 */
export async function referenceDocuments(ports: Ports, orgId: string, type: string, clientId?: string) {
  if (!isKindInTable(type)) throw documentInvalid('kindUnknown', DOCUMENT_APP_MESSAGES.kindUnknown, 'type');
  const current = financialYearOf(ports.now()).startYear;
  // A refund goes back the way its advance came: a receipt voucher's row says how (its details, read for it alone).
  const withMoney = kindFacts(type).voucher === 'advance';
  const rows = (await Promise.all([current, current - 1].map((year) => listDocumentsOfYear(ports.table, orgId, type, year, withMoney ? (['details'] as const) : []))))
    .flat()
    .filter((row) => row.lifecycle !== 'cancelled' && (clientId === undefined || row.clientId === clientId))
    .sort((a, b) => b.date.localeCompare(a.date));
  // A refund's picker offers receipt vouchers with what is left of each advance.
  const advancesLeft = await advancesLeftOf(ports, orgId, rows);
  return {
    status: true as const,
    documents: rows.map((row) => {
      const left = advancesLeft.get(row.id);
      return {
        id: row.id,
        kind: row.kind,
        invoice_no: row.number,
        invoicedate: row.date,
        client_id: row.clientId,
        companyname: row.partyName,
        final_total: paiseToRupees(row.grandTotal),
        ...(left === undefined ? {} : { advance_left: paiseToRupees(Math.max(0, left)) }),
        ...(withMoney ? { payment_method: voucherMoneyOf(row.details).method, payment_account: voucherMoneyOf(row.details).account } : {}),
      };
    }),
  };
}

/** What a note's reference type is called, with the organisation's number prefix for it this year. */
export async function referenceTypeName(ports: Ports, orgId: string, type: string) {
  const refersTo = new Set(TABLE_KINDS.flatMap((kind) => kindFacts(kind).refersTo ?? []));
  if (!isKindInTable(type) || !refersTo.has(type)) throw documentInvalid('referenceKind', DOCUMENT_APP_MESSAGES.referenceNotNotable, 'type');
  const org = await loadOrganisation(ports, orgId);
  const facts = kindFacts(type);
  return { status: true as const, type, name: facts.label, prefix: numberPrefix(facts, numberingOf(org), financialYearOf(ports.now()).startYear) };
}
