// Which routes of the manifest serve each kind: its list, form, fetch, saves and number check. The
// spec gives every kind its own paths (shared/src/api/routes/sales.ts); this is the one place the
// web maps a kind to them.
import type { KindInTable, RouteName } from '@bahi/shared';

export interface KindRoutes {
  list: RouteName & `list${string}`;
  /** What a new form needs (orgiterms), with the query that picks the kind where one path serves several. */
  form: RouteName & ('invoiceForm' | 'quotationForm' | 'proformaForm' | 'challanForm');
  formQuery?: Record<string, string>;
  fetch: RouteName & `fetch${string}`;
  insert: RouteName & `insert${string}`;
  update: RouteName & `update${string}`;
  /** The typed-number check; null where the spec has none (reverse charge's fixed REVC series). */
  check: (RouteName & `check${string}`) | null;
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
} as const satisfies Record<KindInTable, KindRoutes>;
