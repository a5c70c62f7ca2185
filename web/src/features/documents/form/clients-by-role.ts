// A document's party picker lists first the clients whose type fits its side (customers for a
// sale, suppliers for a purchase), then the others (walk 26 L1: a purchase's Supplier list led with
// customers and consumers). The others stay offered: a type chosen loosely must not hide a client.
import { CLIENT_TYPES, type ClientListRow } from '@bahi/shared';

export interface ClientsByRole {
  fitting: ClientListRow[];
  others: ClientListRow[];
}

export function clientsByRole(clients: readonly ClientListRow[], role: 'buyer' | 'supplier'): ClientsByRole {
  const fits = (client: ClientListRow) => CLIENT_TYPES.some((type) => type.id === Number(client.clientid) && (role === 'buyer' ? type.buys : type.supplies));
  return { fitting: clients.filter(fits), others: clients.filter((client) => !fits(client)) };
}

/**
 * The clients a kind's party picker offers: all of them, but on a self-invoice only those without
 * a GSTIN (kinds.ts selfInvoice: the save refuses a registered supplier, walk 36 L1), and the one
 * chosen, so that a document saved before keeps its party on the form.
 */
export function clientsOffered(clients: readonly ClientListRow[], selfInvoice: boolean, chosenId: string): readonly ClientListRow[] {
  return selfInvoice ? clients.filter((client) => client.gstin === '' || client.id === chosenId) : clients;
}
