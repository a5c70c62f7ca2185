// Hash routes of the document screens (sales, the bill of supply and purchases): THE table of side-navigation route ↔ document kind,
// and the screens under each route (list, new, edit, convert). Everything else about a kind
// comes from its row of the kind table (shared/src/documents/kinds.ts).
import type { KindInTable } from '@bahi/shared';

export const DOCUMENT_ROUTES: readonly { readonly route: string; readonly kind: ScreenKind }[] = [
  { route: '/invoices/b2b', kind: 'b2b' },
  { route: '/invoices/b2c', kind: 'b2c' },
  { route: '/invoices/reverse-charge', kind: 'reverse_charge' },
  { route: '/quotations', kind: 'quotation' },
  { route: '/proforma', kind: 'proforma' },
  { route: '/delivery-challans', kind: 'delivery_challan' },
  { route: '/bill-of-supply', kind: 'bill_of_supply' },
  { route: '/purchases', kind: 'purchase' },
  { route: '/composite-purchases', kind: 'composite_purchase' },
  { route: '/vendor-credits', kind: 'vendor_credit' },
  { route: '/receipt-vouchers', kind: 'receipt_voucher' },
  { route: '/payment-vouchers', kind: 'payment_voucher' },
  { route: '/refund-vouchers', kind: 'refund_voucher' },
  { route: '/credit-notes', kind: 'credit_note' },
  { route: '/debit-notes', kind: 'debit_note' },
];

/**
 * Kinds with no screen route of their own: the refund voucher note (RCV-), whose documents are
 * listed, opened and printed on the refund vouchers' screens (one list for both, spec part 2 §7;
 * it has KIND_ROUTES for that).
 */
export const KINDS_WITHOUT_SCREENS: readonly KindInTable[] = ['refund_note'];
/** A kind with routes of its own in KIND_ROUTES: every kind of the table. */
export type ScreenKind = KindInTable;

export const PAYMENTS_ROUTE = '/payments';

export function routeOfKind(kind: KindInTable): string {
  const found = DOCUMENT_ROUTES.find((entry) => entry.kind === kind);
  if (!found) throw new Error(`No screen route for documents of kind ${kind}`);
  return found.route;
}

export const documentHref = {
  list: (kind: KindInTable) => `#${routeOfKind(kind)}`,
  add: (kind: KindInTable) => `#${routeOfKind(kind)}/new`,
  edit: (kind: KindInTable, id: string) => `#${routeOfKind(kind)}/${encodeURIComponent(id)}/edit`,
  /** A new document of `kind` made from the saved document `sourceId` (quotation → invoice ...). */
  convert: (kind: KindInTable, sourceId: string) => `#${routeOfKind(kind)}/new/from/${encodeURIComponent(sourceId)}`,
  /** A saved document's form from a kind read off the wire (a ledger's line); null for a kind with no screen. */
  editOf: (kind: string, id: string): string | null => {
    const found = DOCUMENT_ROUTES.find((entry) => entry.kind === kind);
    return found ? documentHref.edit(found.kind, id) : null;
  },
};

export type DocumentScreen =
  | { screen: 'list' }
  | { screen: 'add' }
  | { screen: 'edit'; id: string }
  | { screen: 'convert'; from: string };

/** The screen a route names under its kind's route, or null when the route is not one of them. */
export function documentScreen(kind: KindInTable, route: string): DocumentScreen | null {
  const root = routeOfKind(kind);
  if (route === root) return { screen: 'list' };
  if (route === `${root}/new`) return { screen: 'add' };
  if (!route.startsWith(`${root}/`)) return null;
  const rest = route.slice(root.length + 1);
  const edit = /^([^/]+)\/edit$/.exec(rest);
  if (edit) return { screen: 'edit', id: decodeURIComponent(edit[1] as string) };
  const convert = /^new\/from\/([^/]+)$/.exec(rest);
  return convert ? { screen: 'convert', from: decodeURIComponent(convert[1] as string) } : null;
}
