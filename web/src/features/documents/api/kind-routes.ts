// Which routes of the manifest serve each kind: its list, form, fetch, saves, number check and
// changes (status, payment, deleting a line). The spec gives every kind its own paths
// (shared/src/api/routes/sales.ts, purchases.ts); this is the one place the web maps a kind to them.
import type { KindInTable, RouteName } from '@bahi/shared';

/** The calls that change a saved document; a kind names its own where the spec gives it some. */
export interface ChangeRoutes {
  status: RouteName & ('changeDocumentStatus' | 'changePurchaseStatus' | 'changeCompositePurchaseStatus');
  payment: RouteName & ('addDocumentPayment' | 'addPurchasePayment');
  deleteLine: RouteName & ('deleteDocumentLine' | 'deletePurchaseLine' | 'deleteCompositePurchaseLine');
  /** The add-item modal's look-up; absent: the sales look-ups by client or state. */
  itemLookup?: RouteName & 'itemForPurchase';
  /** The party's addresses and contacts under the family's own permission; absent: the invoices' call. */
  partyContacts?: RouteName & 'vendorContacts';
}

const SALES_CHANGES: ChangeRoutes = { status: 'changeDocumentStatus', payment: 'addDocumentPayment', deleteLine: 'deleteDocumentLine' };

export interface KindRoutes {
  list: RouteName & `list${string}`;
  /** What a new form needs (orgiterms), with the query that picks the kind where one path serves several. */
  form: RouteName & ('invoiceForm' | 'quotationForm' | 'proformaForm' | 'challanForm' | 'purchaseForm' | 'compositePurchaseForm');
  formQuery?: Record<string, string>;
  fetch: RouteName & `fetch${string}`;
  insert: RouteName & `insert${string}`;
  update: RouteName & `update${string}`;
  /** The typed-number check; null where the spec has none (reverse charge's fixed REVC series). */
  check: (RouteName & `check${string}`) | null;
  /** Absent: the sales documents' calls. */
  changes?: ChangeRoutes;
}

export const KIND_ROUTES = {
  b2b: { list: 'listB2bInvoices', form: 'invoiceForm', fetch: 'fetchB2bInvoice', insert: 'insertB2bInvoice', update: 'updateB2bInvoice', check: 'checkB2bNumber' },
  b2c: {
    list: 'listB2cInvoices',
    form: 'invoiceForm',
    formQuery: { b2c: 'true' },
    fetch: 'fetchB2cInvoice',
    insert: 'insertB2cInvoice',
    update: 'updateB2cInvoice',
    check: 'checkB2cNumber',
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
  quotation: { list: 'listQuotations', form: 'quotationForm', fetch: 'fetchQuotation', insert: 'insertQuotation', update: 'updateQuotation', check: 'checkQuotationNumber' },
  proforma: {
    list: 'listProformaInvoices',
    form: 'proformaForm',
    fetch: 'fetchProformaInvoice',
    insert: 'insertProformaInvoice',
    update: 'updateProformaInvoice',
    check: 'checkProformaNumber',
  },
  delivery_challan: {
    list: 'listDeliveryChallans',
    form: 'challanForm',
    fetch: 'fetchDeliveryChallan',
    insert: 'insertDeliveryChallan',
    update: 'updateDeliveryChallan',
    check: 'checkChallanNumber',
  },
  purchase: {
    list: 'listPurchases',
    form: 'purchaseForm',
    fetch: 'fetchPurchase',
    insert: 'insertPurchase',
    update: 'updatePurchase',
    check: null,
    changes: { status: 'changePurchaseStatus', payment: 'addPurchasePayment', deleteLine: 'deletePurchaseLine', itemLookup: 'itemForPurchase', partyContacts: 'vendorContacts' },
  },
  composite_purchase: {
    list: 'listCompositePurchases',
    form: 'compositePurchaseForm',
    fetch: 'fetchCompositePurchase',
    insert: 'insertCompositePurchase',
    update: 'updateCompositePurchase',
    check: null,
    changes: { status: 'changeCompositePurchaseStatus', payment: 'addPurchasePayment', deleteLine: 'deleteCompositePurchaseLine', itemLookup: 'itemForPurchase', partyContacts: 'vendorContacts' },
  },
} as const satisfies Record<KindInTable, KindRoutes>;

export function changeRoutesOf(kind: KindInTable): ChangeRoutes {
  const routes: KindRoutes = KIND_ROUTES[kind];
  return routes.changes ?? SALES_CHANGES;
}

/**
 * Path parameters of a kind's reads: the spec spells the organisation `orgid` on most paths and
 * `orgId` on the composite purchase's, the document `id` or `invoiceId`; each path takes the ones it names.
 */
export function documentParams(orgId: string, id?: string): Record<string, string> {
  return { orgid: orgId, orgId, ...(id === undefined ? {} : { id, invoiceId: id }) };
}
