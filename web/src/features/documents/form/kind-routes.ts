// Which routes of the manifest serve each kind's form. The spec gives every kind its own paths
// (shared/src/api/routes/sales.ts); this is the one place the form maps a kind to them.
import type { KindInTable, RouteName } from '@bahi/shared';

export interface KindFormRoutes {
  /** What a new form needs (orgiterms), with the query that picks the kind where one path serves several. */
  form: RouteName & ('invoiceForm' | 'quotationForm' | 'proformaForm' | 'challanForm');
  formQuery?: Record<string, string>;
  fetch: RouteName & `fetch${string}`;
  insert: RouteName & `insert${string}`;
  update: RouteName & `update${string}`;
  /** The typed-number check; null where the spec has none (reverse charge's fixed REVC series). */
  check: (RouteName & `check${string}`) | null;
}

export const KIND_FORM_ROUTES = {
  b2b: { form: 'invoiceForm', fetch: 'fetchB2bInvoice', insert: 'insertB2bInvoice', update: 'updateB2bInvoice', check: 'checkB2bNumber' },
  b2c: {
    form: 'invoiceForm',
    formQuery: { b2c: 'true' },
    fetch: 'fetchB2cInvoice',
    insert: 'insertB2cInvoice',
    update: 'updateB2cInvoice',
    check: 'checkB2cNumber',
  },
  reverse_charge: {
    form: 'invoiceForm',
    formQuery: { reversecharge: 'true' },
    fetch: 'fetchReverseChargeInvoice',
    insert: 'insertReverseChargeInvoice',
    update: 'updateReverseChargeInvoice',
    check: null,
  },
  quotation: { form: 'quotationForm', fetch: 'fetchQuotation', insert: 'insertQuotation', update: 'updateQuotation', check: 'checkQuotationNumber' },
  proforma: {
    form: 'proformaForm',
    fetch: 'fetchProformaInvoice',
    insert: 'insertProformaInvoice',
    update: 'updateProformaInvoice',
    check: 'checkProformaNumber',
  },
  delivery_challan: {
    form: 'challanForm',
    fetch: 'fetchDeliveryChallan',
    insert: 'insertDeliveryChallan',
    update: 'updateDeliveryChallan',
    check: 'checkChallanNumber',
  },
} as const satisfies Record<KindInTable, KindFormRoutes>;
