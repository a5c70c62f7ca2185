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
 * The clients a kind's party picker offers: all of them, but on a self-invoice only suppliers
 * without a GSTIN (kinds.ts selfInvoice: the save refuses a registered supplier, walk 36 L1, and a
 * customer, walk 41 M1), and the one chosen, so that a document saved before keeps its party on the form.
 */
export function clientsOffered(clients: readonly ClientListRow[], selfInvoice: boolean, chosenId: string): readonly ClientListRow[] {
  const supplies = (client: ClientListRow) => CLIENT_TYPES.some((type) => type.id === Number(client.clientid) && type.supplies);
  return selfInvoice ? clients.filter((client) => (client.gstin === '' && supplies(client)) || client.id === chosenId) : clients;
}
