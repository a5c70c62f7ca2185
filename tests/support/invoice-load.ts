// Invoices saved under load, for the tests that prove nothing is lost or numbered twice: the load
// test (many callers, several organisations) and the kill -9 cycles (the server dies mid-flight).
// Everything goes over plain HTTP to a base URL read at each call, so a server restarted on
// another port is followed.
import { clientInsertBody, type ClientFixture } from './document-fixtures.js';

export const INVOICE_INSERT = '/api/account/invoice/insert/savedata';
export const INVOICE_UPDATE = '/api/account/invoiceedit/updateinvoicedata';
/** The invoices of the financial year 2026–27, where every save here is dated. */
export const invoiceListOf = (orgId: string) => `/api/account/orginvoiceclient/${orgId}?startyear=2026&endyear=2027`;
export const invoiceOf = (orgId: string, id: string) => `/api/account/invoice/getinvoicedata/${id}/${orgId}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read loosely typed JSON answers
export type Json = Record<string, any>;

export interface Answer {
  status: number;
  body: Json;
}

/** One JSON request; a connection refused or cut (a killed server) rejects. */
export async function call(baseUrl: string, token: string | undefined, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Json };
}

/** The same, and the body when the answer is 200; anything else throws with what came back. */
export async function ok(baseUrl: string, token: string | undefined, method: string, path: string, body?: unknown): Promise<Json> {
  const answer = await call(baseUrl, token, method, path, body);
  if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Signs in; the token and the first organisation the session lists. */
export async function signInAt(baseUrl: string, email: string, password: string): Promise<{ token: string; orgId: string }> {
  const body = await ok(baseUrl, undefined, 'POST', '/api/users/login', { email, password });
  return { token: body.token as string, orgId: body.data.orgs[0]?.id as string };
}

/** What an invoice of one organisation names: its client (and address) and its items. */
export interface InvoiceParty {
  orgId: string;
  clientId: string;
  addressId: string;
  itemIds: string[];
}

/** Adds a client and items to the organisation; with `openingStock`, each item is counted in first. */
export async function prepareParty(
  baseUrl: string,
  token: string,
  orgId: string,
  client: ClientFixture,
  itemNames: string[],
  openingStock?: string,
): Promise<InvoiceParty> {
  const request = (method: string, path: string, body?: unknown) => ok(baseUrl, token, method, path, body);
  const saved = await request('POST', '/api/client/insert', clientInsertBody(orgId, client));
  const fetched = await request('GET', `/api/client/getclient/${saved.client_id}`);
  const itemIds: string[] = [];
  for (const name of itemNames) {
    const id = (await request('POST', '/api/items/insert', { orgid: orgId, goodstype: 'goods', short_name: name, hsn_code: '0910', itemunit: 20, itemgst: '18', unit_price: '100' })).id as string;
    if (openingStock) await request('POST', '/api/items/addtrackvaritem', { itemid: id, orgid: orgId, instock: openingStock, date: '2026-04-01' });
    itemIds.push(id);
  }
  return { orgId, clientId: saved.client_id as string, addressId: fetched.clientaddress[0].id as string, itemIds };
}

/** A B2B invoice of the party's client with one line per quantity (₹100 each, 18%). */
export const invoiceBody = (party: InvoiceParty, quantities: string[]) => ({
  org_id: party.orgId,
  client_id: party.clientId,
  clientaddressid: party.addressId,
  invoicedate: '2026-11-20',
  items: quantities.map((qty, i) => ({ item_id: party.itemIds[i % party.itemIds.length], item_name: `Item ${i}`, qty, unit_price: '100', gstrate: '18', goods_service: 'goods' })),
});

/** A save the server answered 200: it must be there, with this number, whatever happens next. */
export interface Acknowledged {
  orgId: string;
  id: string;
  number: string;
  /** Its total as acknowledged; absent when a later edit may change it (only the number is checked then). */
  total?: string;
}

export interface Caller {
  token: string;
  party: InvoiceParty;
}

/**
 * `total` invoice saves from all `callers` at once, each caller saving one after another. Returns
 * the acknowledged saves and each answer's time in ms; an answer other than 200 is kept in
 * `refused`, and a request the server never answered (it died) in `unanswered`.
 */
export async function saveConcurrently(baseUrl: () => string, callers: Caller[], total: number, onAnswer?: () => void) {
  const acknowledged: Acknowledged[] = [];
  const times: number[] = [];
  const refused: string[] = [];
  let unanswered = 0;
  let next = 0;
  await Promise.all(
    callers.map(async ({ token, party }) => {
      while (next < total) {
        const n = next++;
        const started = performance.now();
        try {
          const answer = await call(baseUrl(), token, 'POST', INVOICE_INSERT, invoiceBody(party, [`${(n % 9) + 1}`, '2']));
          times.push(performance.now() - started);
          if (answer.status === 200) acknowledged.push({ orgId: party.orgId, id: answer.body.id, number: answer.body.invoice_no, total: answer.body.final_total });
          else refused.push(`${answer.status} ${JSON.stringify(answer.body)}`);
        } catch {
          unanswered += 1;
        }
        onAnswer?.();
      }
    }),
  );
  return { acknowledged, times, refused, unanswered };
}

/** The sequence numbers of an organisation's invoices (INV<n>), in order. */
export async function invoiceNumbers(baseUrl: string, token: string, orgId: string): Promise<{ numbers: number[]; rows: Json[] }> {
  const rows = (await ok(baseUrl, token, 'GET', invoiceListOf(orgId))).clientinvoicedata as Json[];
  return { numbers: rows.map((row) => Number(String(row.invoice_no).replace(/^INV/, ''))).sort((a, b) => a - b), rows };
}

/**
 * What a series must look like whatever happened: numbers 1..n, each once (no gap: no number was
 * taken without its document; no repeat). Returns the problems found, so a test shows them all.
 */
export function seriesProblems(orgId: string, numbers: number[]): string[] {
  const expected = Array.from({ length: numbers.length }, (_, i) => i + 1);
  return numbers.every((number, i) => number === expected[i]) ? [] : [`${orgId}: numbers ${JSON.stringify(numbers)} are not 1..${numbers.length}`];
}

/** Acknowledged saves missing from their organisation's list, or listed with another number or total. */
export function notListed(acknowledged: Acknowledged[], rows: Json[]): string[] {
  const byId = new Map(rows.map((row) => [row.id as string, row]));
  return acknowledged.flatMap((save) => {
    const row = byId.get(save.id);
    return differs(save, row && { number: row.invoice_no, total: row.final_total }) ? [`${save.id} acknowledged ${JSON.stringify(save)}, listed ${JSON.stringify(row ?? null)}`] : [];
  });
}

const differs = (save: Acknowledged, found: { number: unknown; total: unknown } | undefined) =>
  !found || found.number !== save.number || (save.total !== undefined && found.total !== save.total);

/** Acknowledged saves that do not open (as for editing or a PDF) with the number and total they were acknowledged with. */
export async function unreadable(baseUrl: string, token: (orgId: string) => string, acknowledged: Acknowledged[]): Promise<string[]> {
  const problems: string[] = [];
  for (const save of acknowledged) {
    const read = await call(baseUrl, token(save.orgId), 'GET', invoiceOf(save.orgId, save.id));
    const found = read.status === 200 ? { number: read.body.invoice?.invoice_no, total: read.body.invoice?.final_total } : undefined;
    if (differs(save, found)) problems.push(`${save.id} acknowledged ${JSON.stringify(save)}, read ${read.status} ${JSON.stringify(found ?? read.body)}`);
  }
  return problems;
}
