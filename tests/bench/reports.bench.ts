// Reports (issue 12 item 5): a busy trader's year of documents. 50,000 documents
// (BAHI_BENCH_REPORT_DOCS to change it) are written straight into the table and counted in the
// reports' fold ahead as a save's derived work counts them: copies of one real three-line B2B
// invoice saved through the API, spread over FY 2025-26 and 400 customers, one in ten turned into a
// purchase. Then, through the whole local server (HTTP, auth, org check), each report over the
// year: the day sums of its group (≤ 365 items), the sales report's first page of rows from the
// documents. Target: seconds (≤ 3 s each, as the books' reports).
import { performance } from 'node:perf_hooks';
import { kindFacts, type KindInTable } from '@bahi/shared';
import { documentId, getDocument, insertDocument, type StoredDocument } from '../../functions/src/store/documents.js';
import { DEMO, signIn, startTestServer } from '../support/api-client.js';
import { clientInsertBody } from '../support/document-fixtures.js';
import { recordFigure } from './support/figures.js';
import { countInReports } from '../../functions/src/areas/reports/report-counting.js';

const DOCUMENTS = Number(process.env.BAHI_BENCH_REPORT_DOCS ?? 50_000);
const CUSTOMERS = 400;
const WRITERS = 16;
const FY_START = 2025;
const SEQ_FROM = 500_000;

/** The i-th day of FY 2025-26 ('YYYY-MM-DD'), for i in 0..364. */
function dayOfYear(i: number): string {
  const at = new Date(Date.UTC(FY_START, 3, 1 + i));
  return at.toISOString().slice(0, 10);
}

function copyOf(template: StoredDocument, n: number): StoredDocument {
  const kind: KindInTable = n % 10 === 9 ? 'purchase' : 'b2b';
  // Far above any number the demo organisation's own documents of the year hold.
  const seq = SEQ_FROM + n;
  const id = documentId(template.orgId, kindFacts(kind).idCode, FY_START, seq);
  const customer = `${template.clientId}${n % CUSTOMERS}`;
  return { ...template, id, kind, seq, fyStartYear: FY_START, number: `B${seq}`, date: dayOfYear(Math.floor((n * 365) / DOCUMENTS)), clientId: customer, partyName: `Customer ${n % CUSTOMERS}` };
}

export async function run(): Promise<void> {
  const api = await startTestServer();
  try {
    const owner = await signIn(api, DEMO.ownerEmail, DEMO.password);
    const orgId = owner.orgs[0]?.id as string;
    const client = await api.post('/api/client/insert', clientInsertBody(orgId, { name: 'Bench Buyer', gstin14: '29AAACB1234C1Z', city: 'Bengaluru', pincode: '560001' }), owner.token);
    const fetched = await api.get(`/api/client/getclient/${client.body.client_id}`, owner.token);
    const item = async (name: string, gst: string) => (await api.post('/api/items/insert', { orgid: orgId, goodstype: 'goods', short_name: name, hsn_code: '8471', itemunit: 20, itemgst: gst, unit_price: '999.99' }, owner.token)).body.id as string;
    const lines = await Promise.all([item('Laptop', '18'), item('Rice', '5'), item('Oil', '12')]);
    const saved = await api.post(
      '/api/account/invoice/insert/savedata',
      {
        org_id: orgId,
        client_id: client.body.client_id,
        clientaddressid: fetched.body.clientaddress[0].id,
        invoicedate: '2025-03-31', // the year before: the template is not one of the copies
        freightCharge: '250',
        additional_charges: 'yes',
        items: lines.map((itemId, i) => ({ item_id: itemId, item_name: `Bench item ${i}`, hsncode: '8471', metrics: 'NOS', qty: String(i + 2), unit_price: '1,499.50', original_price: 'notax', gstrate: ['18', '5', '12'][i], goods_service: 'goods' })),
      },
      owner.token,
    );
    // The template as it stands once its stock and books work is done: copies of an unsettled one
    // would each owe that work, and the first report would wait for 50,000 documents' settling.
    await api.server.settled();
    const template = (await getDocument(api.server.ports.table, saved.body.id)) as StoredDocument;
    if (template.syncPending) throw new Error('the template still owes its derived work');
    const year = '?startdate=2025-04-01&enddate=2026-03-31';
    // The organisation's first report counts what it saved before (the demo month): once, and not timed.
    await api.get(`/api/reports/summary/${orgId}${year}`, owner.token);

    const writeStarted = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        for (let n = next++; n < DOCUMENTS; n = next++) {
          const copy = copyOf(template, n);
          await insertDocument(api.server.ports.table, copy);
          await countInReports(api.server.ports, copy);
        }
      }),
    );
    console.log(`  (${DOCUMENTS} documents written and counted in ${((performance.now() - writeStarted) / 1000).toFixed(1)} s)`);

    const reports: [string, string][] = [
      ['income by customer', `/api/reports/incomecustomers/${orgId}${year}`],
      ['sales tax summary', `/api/reports/summary/${orgId}${year}`],
      ['income by item', `/api/reports/incomeitems/${orgId}${year}`],
      ['vendor expenses', `/api/reports/vendorexpenses/${orgId}${year}`],
      ['sales report (first page of rows)', `/api/reports/getsalesreport/${orgId}${year}`],
    ];
    for (const [name, path] of reports) {
      const started = performance.now();
      const answer = await api.get(path, owner.token);
      const seconds = (performance.now() - started) / 1000;
      if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.text}`);
      recordFigure({ name: `${name}, ${DOCUMENTS} documents`, value: seconds, unit: 's', target: '≤ 3', met: seconds <= 3 });
    }
  } finally {
    await api.close();
  }
}
