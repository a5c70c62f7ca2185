// Load (issue 14): 1,000 invoice saves from 50 concurrent callers across 3 organisations, through
// the whole local server. Every save is acknowledged; each organisation's series is 1..n with no
// number skipped or given twice; every acknowledged save reads back with its number and total.
// (The list shows every save; every tenth is also opened in full.)
// The p99 of the answers is printed for the record (timing is a bench's business, not asserted).
import { percentile } from '../bench/support/figures.js';
import { DEMO, signIn, signUp, startTestServer, type TestServer } from '../support/api-client.js';
import { gstinOf } from '../support/document-fixtures.js';
import { invoiceNumbers, notListed, prepareParty, saveConcurrently, seriesProblems, unreadable, type Caller, type InvoiceParty } from '../support/invoice-load.js';

const SAVES = 1000;
const CALLERS = 50;
const OPENED = 10;

let api: TestServer;
const tokens = new Map<string, string>();
let callers: Caller[];

beforeAll(async () => {
  api = await startTestServer();
  const owners = [
    await signIn(api, DEMO.ownerEmail, DEMO.password),
    await signUp(api, { username: 'Kaveri Owner', email: 'owner@kaveri-mills.in', password: 'Kaveri@2026', usertype: 'orguser', type: 1, orgname: 'Kaveri Mills', gstin: gstinOf('29AABCK1234M1Z') }),
    await signUp(api, { username: 'Sabar Owner', email: 'owner@sabar-dairy.in', password: 'Sabar@2026', usertype: 'orguser', type: 1, orgname: 'Sabar Dairy', gstin: gstinOf('24AAACS5678N1Z') }),
  ];
  const parties: InvoiceParty[] = [];
  for (const [n, owner] of owners.entries()) {
    const orgId = owner.orgs[0]!.id;
    tokens.set(orgId, owner.token);
    parties.push(await prepareParty(api.url, owner.token, orgId, { name: `Load Buyer ${n}`, gstin14: `27AADCL${1000 + n}N1Z`, city: 'Pune', pincode: '411004' }, ['Jaggery', 'Turmeric']));
  }
  // Each organisation's callers share its owner's session, as one office's browsers would share a login.
  callers = Array.from({ length: CALLERS }, (_, i) => ({ token: owners[i % owners.length]!.token, party: parties[i % parties.length]! }));
}, 60_000);
afterAll(async () => {
  await api?.close();
});

it(`acknowledges ${SAVES} saves from ${CALLERS} concurrent callers and keeps every series whole`, async () => {
  const started = Date.now();
  const { acknowledged, times, refused, unanswered } = await saveConcurrently(() => api.url, callers, SAVES);
  const seconds = (Date.now() - started) / 1000;
  const sorted = times.sort((a, b) => a - b);
  console.log(`load: ${SAVES} saves, ${CALLERS} callers, 3 organisations: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ${seconds.toFixed(1)} s in all`);
  expect({ refused, unanswered, acknowledged: acknowledged.length }).toEqual({ refused: [], unanswered: 0, acknowledged: SAVES });

  const problems: string[] = [];
  for (const [orgId, token] of tokens) {
    const { numbers, rows } = await invoiceNumbers(api.url, token, orgId);
    const ours = acknowledged.filter((save) => save.orgId === orgId);
    problems.push(...seriesProblems(orgId, numbers), ...notListed(ours, rows));
    if (numbers.length !== ours.length) problems.push(`${orgId}: ${numbers.length} listed, ${ours.length} acknowledged`);
    if (new Set(ours.map((save) => save.number)).size !== ours.length) problems.push(`${orgId}: a number acknowledged twice`);
  }
  // Every save is in its list above; one in OPENED is also opened whole, lines and all (CI time).
  const opened = acknowledged.filter((_, i) => i % OPENED === 0);
  problems.push(...(await unreadable(api.url, (orgId) => tokens.get(orgId) as string, opened)));
  expect(problems).toEqual([]);
}, 180_000);
