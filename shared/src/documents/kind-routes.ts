// Which routes of the manifest serve each kind: its list, form, fetch, saves, number check and
// changes (status, payment and its removal, deleting a line). The spec gives every kind its own paths
// (shared/src/api/routes/sales.ts, purchases.ts); this is the one place a kind is mapped to them:
// the web calls a kind's routes by it, and the server serves a shared call (the sales status call,
// say) only for the kinds that name it here.
import type { RouteName } from '../api/routes.js';
import type { KindInTable } from './kinds.js';

/** The calls that change a saved document; a kind names its own where the spec gives it some. */
export interface ChangeRoutes {
  status: RouteName & ('changeDocumentStatus' | 'changePurchaseStatus' | 'changeCompositePurchaseStatus' | 'changeCreditNoteStatus' | 'changeDebitNoteStatus' | 'changeRefundStatus');
  payment: RouteName & ('addDocumentPayment' | 'addPurchasePayment');
  /** Removing a payment recorded wrongly (ours); the family's, as the payment call is. */
  removePayment: RouteName & ('removeDocumentPayment' | 'removePurchasePayment');
  deleteLine: RouteName & ('deleteDocumentLine' | 'deletePurchaseLine' | 'deleteCompositePurchaseLine' | 'deleteCreditNoteLine' | 'deleteDebitNoteLine' | 'deleteRefundLine');
  /** The add-item modal's look-up; absent: the sales look-ups by client or state. */
  itemLookup?: RouteName & 'itemForPurchase';
  /** The party's addresses and contacts under the family's own permission; absent: the invoices' call. */
  partyContacts?: RouteName & 'vendorContacts';
  /** The client picker's list under the family's own permission; absent: the clients area's list. */
  clients?: RouteName & 'noteClients';
}

const SALES_CHANGES: ChangeRoutes = { status: 'changeDocumentStatus', payment: 'addDocumentPayment', removePayment: 'removeDocumentPayment', deleteLine: 'deleteDocumentLine' };
/** Refunds are not paid themselves (their rows are not payable): the payment route is never called. */
const PURCHASE_CHANGES: ChangeRoutes = { status: 'changePurchaseStatus', payment: 'addPurchasePayment', removePayment: 'removePurchasePayment', deleteLine: 'deletePurchaseLine', itemLookup: 'itemForPurchase', partyContacts: 'vendorContacts' };
const REFUND_CHANGES: ChangeRoutes = { status: 'changeRefundStatus', payment: 'addDocumentPayment', removePayment: 'removeDocumentPayment', deleteLine: 'deleteRefundLine' };

export interface KindRoutes {
  list: RouteName & `list${string}`;
  /** What a new form needs (orgiterms), with the query that picks the kind where one path serves several. */
  form: RouteName &
    (
      | 'invoiceForm'
      | 'quotationForm'
      | 'proformaForm'
      | 'challanForm'
      | 'billOfSupplyForm'
      | 'purchaseForm'
      | 'compositePurchaseForm'
      | 'vendorCreditForm'
      | 'creditNoteForm'
      | 'debitNoteForm'
      | 'receiptVoucherForm'
      | 'paymentVoucherForm'
      | 'refundVoucherForm'
    );
  formQuery?: Record<string, string>;
  fetch: RouteName & `fetch${string}`;
  insert: RouteName & `insert${string}`;
  update: RouteName & `update${string}`;
  /** The typed-number check; null where the spec has none (reverse charge's fixed REVC series). */
  check: (RouteName & `check${string}`) | null;
  /** The next number of a financial year, where the spec has the call (absent: the form's only). */
  next?: RouteName & `next${string}`;
  /** Absent: the sales documents' calls. */
  changes?: ChangeRoutes;
  /** Deleting a whole document, where the spec has it (the bill of supply); absent: cancel only. */
  remove?: RouteName & `delete${string}`;
  /** How the kind's paths name the document and a typed number (absent: SALES_PARAM_NAMES). */
  paramNames?: ParamNames;
}

interface ParamNames {
  id: string;
  number: string;
}

/** The sales calls' names: /{id}/{orgid}, /{number}. */
const SALES_PARAM_NAMES: ParamNames = { id: 'id', number: 'number' };

export const KIND_ROUTES = {
  b2b: { list: 'listB2bInvoices', form: 'invoiceForm', fetch: 'fetchB2bInvoice', insert: 'insertB2bInvoice', update: 'updateB2bInvoice', check: 'checkB2bNumber', next: 'nextB2bNumber' },
  b2c: {
    list: 'listB2cInvoices',
    form: 'invoiceForm',
    formQuery: { b2c: 'true' },
    fetch: 'fetchB2cInvoice',
    insert: 'insertB2cInvoice',
    update: 'updateB2cInvoice',
    check: 'checkB2cNumber',
    next: 'nextB2cNumber',
  },
  reverse_charge: {
    list: 'listReverseChargeInvoices',
    form: 'invoiceForm',
    formQuery: { reversecharge: 'true' },
    fetch: 'fetchReverseChargeInvoice',
    insert: 'insertReverseChargeInvoice',
    update: 'updateReverseChargeInvoice',
    check: null,
  },
  quotation: { list: 'listQuotations', form: 'quotationForm', fetch: 'fetchQuotation', insert: 'insertQuotation', update: 'updateQuotation', check: 'checkQuotationNumber', next: 'nextQuotationNumber' },
  proforma: {
    list: 'listProformaInvoices',
    form: 'proformaForm',
    fetch: 'fetchProformaInvoice',
    insert: 'insertProformaInvoice',
    update: 'updateProformaInvoice',
    check: 'checkProformaNumber',
    next: 'nextProformaNumber',
  },
  delivery_challan: {
    list: 'listDeliveryChallans',
    form: 'challanForm',
    fetch: 'fetchDeliveryChallan',
    insert: 'insertDeliveryChallan',
    update: 'updateDeliveryChallan',
    check: 'checkChallanNumber',
    next: 'nextChallanNumber',
  },
  bill_of_supply: {
    list: 'listBillsOfSupply',
    form: 'billOfSupplyForm',
    fetch: 'fetchBillOfSupply',
    insert: 'insertBillOfSupply',
    update: 'updateBillOfSupply',
    check: 'checkBillOfSupplyNumber',
    next: 'nextBillOfSupplyNumber',
    remove: 'deleteBillOfSupply',
    paramNames: { id: 'invoiceId', number: 'sequence' },
  },
  // Notes are not paid themselves (their row is not payable): the payment route is never called.
  credit_note: {
    list: 'listCreditNotes',
    form: 'creditNoteForm',
    fetch: 'fetchCreditNote',
    insert: 'insertCreditNote',
    update: 'updateCreditNote',
    check: null,
    changes: { status: 'changeCreditNoteStatus', payment: 'addDocumentPayment', removePayment: 'removeDocumentPayment', deleteLine: 'deleteCreditNoteLine', clients: 'noteClients' },
  },
  debit_note: {
    list: 'listDebitNotes',
    form: 'debitNoteForm',
    fetch: 'fetchDebitNote',
    insert: 'insertDebitNote',
    update: 'updateDebitNote',
    check: null,
    changes: { status: 'changeDebitNoteStatus', payment: 'addDocumentPayment', removePayment: 'removeDocumentPayment', deleteLine: 'deleteDebitNoteLine', clients: 'noteClients' },
  },
  // Vouchers are fetched and edited through the bill of supply's calls (the spec's editbillofsupply
  // edits any voucher); those name the document invoiceId, their deletes name it id.
  receipt_voucher: {
    list: 'listReceiptVouchers',
    form: 'receiptVoucherForm',
    fetch: 'fetchBillOfSupply',
    insert: 'insertReceiptVoucher',
    update: 'updateBillOfSupply',
    check: null,
    remove: 'deleteReceiptVoucher',
    paramNames: { id: 'invoiceId', number: 'sequence' },
  },
  payment_voucher: {
    list: 'listPaymentVouchers',
    form: 'paymentVoucherForm',
    fetch: 'fetchBillOfSupply',
    insert: 'insertPaymentVoucher',
    update: 'updateBillOfSupply',
    check: null,
    remove: 'deletePaymentVoucher',
    paramNames: { id: 'invoiceId', number: 'sequence' },
  },
  // The refund calls serve both refund kinds (the kind is the one the id names).
  refund_voucher: {
    list: 'listRefundVouchers',
    form: 'refundVoucherForm',
    fetch: 'fetchRefundVoucher',
    insert: 'insertRefundVoucher',
    update: 'updateRefundNote',
    check: null,
    changes: REFUND_CHANGES,
    remove: 'deleteRefundVoucher',
  },
  refund_note: {
    list: 'listRefundVouchers',
    form: 'refundVoucherForm',
    fetch: 'fetchRefundVoucher',
    insert: 'insertRefundNote',
    update: 'updateRefundNote',
    check: null,
    changes: REFUND_CHANGES,
    remove: 'deleteRefundVoucher',
  },
  purchase: {
    list: 'listPurchases',
    form: 'purchaseForm',
    fetch: 'fetchPurchase',
    insert: 'insertPurchase',
    update: 'updatePurchase',
    check: null,
    changes: PURCHASE_CHANGES,
  },
  // A supplier's credit note: saved through the spec's call (its path names the organisation),
  // seen and changed through ours, and cancelled or trimmed through the purchases' calls.
  vendor_credit: {
    list: 'listVendorCredits',
    form: 'vendorCreditForm',
    fetch: 'fetchVendorCredit',
    insert: 'insertVendorCredit',
    update: 'updateVendorCredit',
    check: null,
    changes: PURCHASE_CHANGES,
  },
  composite_purchase: {
    list: 'listCompositePurchases',
    form: 'compositePurchaseForm',
    fetch: 'fetchCompositePurchase',
    insert: 'insertCompositePurchase',
    update: 'updateCompositePurchase',
    check: null,
    changes: { status: 'changeCompositePurchaseStatus', payment: 'addPurchasePayment', removePayment: 'removePurchasePayment', deleteLine: 'deleteCompositePurchaseLine', itemLookup: 'itemForPurchase', partyContacts: 'vendorContacts' },
    paramNames: { id: 'invoiceId', number: 'number' },
  },
} as const satisfies Record<KindInTable, KindRoutes>;

/** The routes of a kind. */
export function kindRoutes(kind: KindInTable): (typeof KIND_ROUTES)[KindInTable] {
  const routes = (KIND_ROUTES as Partial<Record<KindInTable, (typeof KIND_ROUTES)[KindInTable]>>)[kind];
  if (!routes) throw new Error(`No screen routes for documents of kind ${kind}`);
  return routes;
}

export function changeRoutesOf(kind: KindInTable): ChangeRoutes {
  const routes: KindRoutes = kindRoutes(kind);
  return routes.changes ?? SALES_CHANGES;
}

/** Path parameters of a kind's call under the names its paths use. */
export function kindParams(kind: KindInTable, values: { org: string; id?: string; number?: string }): Record<string, string> {
  const names: ParamNames = (kindRoutes(kind) as KindRoutes).paramNames ?? SALES_PARAM_NAMES;
  // The spec spells the organisation orgid on most paths and orgId on others, within one kind too
  // (bill of supply: orgbillofsupply/{orgid}, getbillofsupply/{invoiceId}/{orgId}); each path takes its own.
  const params: Record<string, string> = { orgid: values.org, orgId: values.org };
  // A kind's own paths may name the document differently (a voucher: getbillofsupply/{invoiceId}, deleteReceiptVoucher/{id}).
  if (values.id !== undefined) {
    params.id = values.id;
    params[names.id] = values.id;
  }
  if (values.number !== undefined) params[names.number] = values.number;
  return params;
}
