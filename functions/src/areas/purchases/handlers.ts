// Handlers of the purchases area: purchases (spec part 1) and composite purchases (part 2), each
// route bound to the one document engine with its kind, as the sales area's are (changes reach
// only documents of the purchases family: a sales document's id is not found here), and
// expenses (expense-handlers.ts).
import { withPrefetch, type AreaHandlers } from '../../http/handler-types.js';
import { clientContacts, itemLookup } from '../../documents/document-reads.js';
import { deleteLineOf, fetchOf, formOf, insertOf, listOf, paymentOf, paymentRemovalOf, statusOf, updateOf } from '../document-handlers.js';
import { expenseHandlers } from './expense-handlers.js';
import { insertReads } from '../../documents/save-reads.js';

const FAMILY = 'purchases';

/** The vendor credit is saved in the path's organisation (its route admits the caller by it). */
const insertVendorCredit = insertOf('vendor_credit');

export const handlers: AreaHandlers<'purchases'> = {
  ...expenseHandlers,

  listPurchases: listOf('purchase'),
  purchaseForm: formOf('purchase'),
  itemForPurchase: ({ orgId, params, ports }) => itemLookup(ports, orgId, params.itemid, { purchase: true }),
  vendorContacts: ({ orgId, params, ports }) => clientContacts(ports, orgId, params.clientId),
  fetchPurchase: (request) => fetchOf('purchase')(request, request.params.id),
  insertPurchase: insertOf('purchase'),
  insertVendorCredit: withPrefetch(
    (request: Parameters<typeof insertVendorCredit>[0] & { orgId: string }) => insertVendorCredit({ ...request, body: { ...request.body, orgId: request.orgId } }),
    ({ orgId, body }) => insertReads(orgId, body, 'vendor_credit'),
  ),
  updatePurchase: updateOf('purchase'),
  listVendorCredits: listOf('vendor_credit'),
  vendorCreditForm: formOf('vendor_credit'),
  fetchVendorCredit: (request) => fetchOf('vendor_credit')(request, request.params.id),
  updateVendorCredit: updateOf('vendor_credit'),
  deletePurchaseLine: deleteLineOf(FAMILY),
  addPurchasePayment: paymentOf(FAMILY),
  removePurchasePayment: paymentRemovalOf(FAMILY),
  changePurchaseStatus: (request) => statusOf(FAMILY)(request, request.params.invoiceid),

  listCompositePurchases: listOf('composite_purchase'),
  compositePurchaseForm: formOf('composite_purchase'),
  fetchCompositePurchase: (request) => fetchOf('composite_purchase')(request, request.params.invoiceId),
  insertCompositePurchase: insertOf('composite_purchase'),
  updateCompositePurchase: updateOf('composite_purchase'),
  deleteCompositePurchaseLine: deleteLineOf(FAMILY),
  changeCompositePurchaseStatus: (request) => statusOf(FAMILY)(request, request.params.invoiceId),
};
