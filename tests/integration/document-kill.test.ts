// Documents survive `kill -9` at any moment (issue 9: no transactions, no half-saved documents).
// Each cycle fires saves, edits and cancellations of invoices whose goods move stock, kills the
// server part-way, starts it again on the same data, and checks what a crash may never leave:
//   - a number taken without its document (a gap) or two documents with one number;
//   - stock moved twice, or not moved, for what the saved documents say.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gstinCheckCharacter, parseQuantity } from '@bahi/shared';
import { DEMO } from '../support/api-client.js';
import { startChildServer, type ChildServer } from '../support/child-server.js';

const CYCLES = 3;
const SAVES_PER_CYCLE = 12;
/** Counted into every item first, so stock in hand stays positive and shows exactly. */
const OPENING_STOCK = '100000';

let dataDir: string;
let server: ChildServer;
let token: string;
let orgId: string;
let client: { id: string; addressId: string };
let items: string[];

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads loosely typed JSON answers
  return { status: response.status, body: (await response.json().catch(() => undefined)) as Record<string, any> };
}

async function ok(method: string, path: string, body?: unknown) {
  const response = await call(method, path, body);
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

async function signInOwner() {
  const response = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.ownerEmail, password: DEMO.password }),
  });
  const body = (await response.json()) as { token: string; data: { orgs: { id: string }[] } };
  token = body.token;
  orgId = body.data.orgs[0]?.id as string;
}

const invoice = (quantities: string[]) => ({
  org_id: orgId,
  client_id: client.id,
  clientaddressid: client.addressId,
  invoicedate: '2026-11-20',
  items: quantities.map((qty, i) => ({ item_id: items[i % items.length], item_name: `Item ${i}`, qty, unit_price: '100', gstrate: '18', goods_service: 'goods' })),
});

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bahi-kill-'));
  server = await startChildServer(dataDir);
  await signInOwner();
  const org = await ok('GET', `/api/client/get/organdusers/${orgId}/me`);
  await ok('POST', '/api/users/update/org', {
    orgid: orgId,
    version: org.organisation.version,
    org_name: org.organisation.org_name,
    gstin: org.organisation.gstin,
    features: { inventory_tracking: 1 },
  });
  const gstin = '27AADCS0472N1Z';
  const saved = await ok('POST', '/api/client/insert', {
    org_id: orgId,
    gstin: `${gstin}${gstinCheckCharacter(gstin)}`,
    companyname: 'Sahyadri Stores',
    clientid: 1,
    state: '27',
    address: [{ isprimary: 1, locaddress: 'FC Road', loccity: 'Pune', locphone: '', locpincode: '411004', locstate: '27' }],
    contacts: [],
  });
  const fetched = await ok('GET', `/api/client/getclient/${saved.client_id}`);
  client = { id: saved.client_id, addressId: fetched.clientaddress[0].id };
  items = [];
  for (const name of ['Jaggery', 'Turmeric', 'Cardamom']) {
    const id = (await ok('POST', '/api/items/insert', { orgid: orgId, goodstype: 'goods', short_name: name, hsn_code: '0910', itemunit: 20, itemgst: '18', unit_price: '100' })).id;
    await ok('POST', '/api/items/addtrackvaritem', { itemid: id, orgid: orgId, instock: OPENING_STOCK, date: '2026-04-01' });
    items.push(id);
  }
});

afterAll(async () => {
  await server.kill9();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * Saves, edits and cancels at once, and kills the server as soon as `answeredBeforeKill` of them
 * have answered: the others are then somewhere between their first read and their last write.
 * (Waiting for answers rather than a fixed time keeps the kill mid-flight on a slow machine too.)
 */
async function cycle(answeredBeforeKill: number): Promise<void> {
  let answered = 0;
  let release: () => void = () => {};
  const enoughAnswered = new Promise<void>((resolve) => (release = resolve));
  const track = (request: Promise<unknown>) =>
    request
      .then(() => {
        answered += 1;
        if (answered >= answeredBeforeKill) release();
      })
      .catch(() => undefined);
  const listed = await call('GET', `/api/account/orginvoiceclient/${orgId}?startyear=2026&endyear=2027`);
  const rows = (listed.body.clientinvoicedata ?? []) as { id: string; version: number; status: string }[];
  const work: Promise<unknown>[] = [];
  for (let i = 0; i < SAVES_PER_CYCLE; i++) work.push(track(call('POST', '/api/account/invoice/insert/savedata', invoice([`${i + 1}`, '2', '1.5']))));
  for (const row of rows.filter((r) => r.status !== 'cancelled').slice(0, 4)) {
    work.push(track(call('POST', '/api/account/invoiceedit/updateinvoicedata', { ...invoice(['3', '4']), id: row.id, version: row.version })));
  }
  const last = rows.filter((r) => r.status !== 'cancelled').at(-1);
  if (last) work.push(track(call('GET', `/api/account/invoice/changestatus/cancelled/${last.id}`)));
  await Promise.race([enoughAnswered, Promise.all(work)]);
  await server.kill9();
  await Promise.all(work);
  server = await startChildServer(dataDir);
  await signInOwner();
}

it(`leaves whole documents, consecutive numbers and exact stock after ${CYCLES} kill -9 cycles`, async () => {
  for (let i = 0; i < CYCLES; i++) await cycle(2 + i * 3);

  // Reading an item's stock first finishes whatever a crash left undone.
  const stock = new Map<string, number>();
  for (const item of items) {
    const looked = await ok('GET', `/api/account/invoice/getitem/${item}`);
    stock.set(item, Math.round(Number(looked.item.stockinhand) * 1000));
  }
  const list = await ok('GET', `/api/account/orginvoiceclient/${orgId}?startyear=2026&endyear=2027`);
  const rows = list.clientinvoicedata as { id: string; invoice_no: string; status: string }[];
  expect(rows.length).toBeGreaterThan(0);
  const numbers = rows.map((row) => Number(row.invoice_no.replace(/^INV/, ''))).sort((a, b) => a - b);
  expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));

  const expected = new Map<string, number>(items.map((item) => [item, 0]));
  for (const row of rows) {
    if (row.status === 'cancelled') continue;
    const doc = await ok('GET', `/api/account/invoice/getinvoicedata/${row.id}/${orgId}`);
    for (const line of doc.items as { item_id: string; qty: string }[]) {
      expected.set(line.item_id, (expected.get(line.item_id) ?? 0) + parseQuantity(line.qty));
    }
  }
  for (const item of items) {
    expect({ item, stockInHand: stock.get(item) }).toEqual({ item, stockInHand: parseQuantity(OPENING_STOCK) - (expected.get(item) ?? 0) });
  }
  // A hang detector only: each cycle restarts a server, which takes seconds on a loaded machine.
}, 240_000);
