// The demo organisation's October 2025 (functions/src/local/demo-month.ts), seeded through the
// server's own /api as `npm start` does: every kind the returns need, with figures worked by hand
// (see the comments beside each document in demo-month-data.ts), and seeded once only.
import { TABLE_KINDS, type KindInTable } from '@bahi/shared';
import { seedDemoMonth } from '../../functions/src/local/demo-month.js';
import { listDocumentsOfYear, type DocumentSummary } from '../../functions/src/store/documents.js';
import { listExpensesOfYear } from '../../functions/src/store/expenses.js';
import { DEMO, signIn, startTestServer, type TestServer } from '../support/api-client.js';

let api: TestServer;
let orgId: string;

/** Every document of the financial year 2025-26, by kind (the kinds with none left out). */
async function documentsByKind(): Promise<Partial<Record<KindInTable, DocumentSummary[]>>> {
  const byKind: Partial<Record<KindInTable, DocumentSummary[]>> = {};
  for (const kind of TABLE_KINDS) {
    const rows = await listDocumentsOfYear(api.server.ports.table, orgId, kind, 2025);
    if (rows.length > 0) byKind[kind] = rows;
  }
  return byKind;
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

beforeAll(async () => {
  api = await startTestServer({ seedDemoMonth: true });
  orgId = (await signIn(api, DEMO.ownerEmail, DEMO.password)).orgs[0]?.id as string;
}, 60_000);

afterAll(async () => {
  await api?.close();
});

it('holds every kind of the month, dated in October 2025', async () => {
  const byKind = await documentsByKind();
  const counts = Object.fromEntries(Object.entries(byKind).map(([kind, rows]) => [kind, rows.length]));
  expect(counts).toEqual({
    b2b: 5,
    b2c: 3,
    reverse_charge: 1,
    quotation: 1,
    delivery_challan: 1,
    bill_of_supply: 1,
    purchase: 3,
    composite_purchase: 1,
    credit_note: 1,
    debit_note: 1,
  });
  const dates = Object.values(byKind).flatMap((rows) => rows.map((row) => row.date.slice(0, 7)));
  expect(new Set(dates)).toEqual(new Set(['2025-10']));
  const expenses = await listExpensesOfYear(api.server.ports.table, orgId, 2025);
  expect(expenses.map((expense) => [expense.payee, rupees(expense.total)])).toEqual([
    ['Sharma Estates', '41300.00'],
    ['Adani Electricity Mumbai', '8450.00'],
    ['Sharma Stationers', '1180.00'],
  ]);
});

it('has the hand-worked totals, payments and the cancelled invoice', async () => {
  const byKind = await documentsByKind();
  const figures = (kind: KindInTable) => (byKind[kind] ?? []).map((row) => [row.partyName, rupees(row.grandTotal), rupees(row.paid), row.lifecycle]);
  expect(figures('b2b')).toEqual([
    ['Reliance Retail Ltd', '74920.00', '69670.00', 'sent'],
    ['Kaveri Silks Pvt Ltd', '61800.00', '30000.00', 'sent'],
    ['Reliance Retail Ltd', '188000.00', '0.00', 'sent'],
    ['Chennai Foods LLP', '71400.00', '0.00', 'sent'],
    ['Chennai Foods LLP', '13125.00', '0.00', 'cancelled'],
  ]);
  expect(figures('b2c')).toEqual([
    ['Meena Kumari', '882.00', '0.00', 'sent'],
    ['Rahul Verma', '131250.00', '131250.00', 'sent'],
    ['Anita Rao', '1121.00', '0.00', 'sent'],
  ]);
  expect(figures('bill_of_supply').map((row) => row[1])).toEqual(['15000.00']);
  expect(figures('credit_note').map((row) => row[1])).toEqual(['5250.00']);
  expect(figures('debit_note').map((row) => row[1])).toEqual(['4410.00']);
  expect(figures('purchase').map((row) => [row[0], row[1], row[2]])).toEqual([
    ['Pune Agro Suppliers', '251300.00', '100000.00'],
    ['Surat Packaging Co', '29500.00', '0.00'],
    ['Mehta & Associates, Advocates', '20000.00', '0.00'],
  ]);
});

it("ages what customers owe as the invoice lists leave it pending: INV1 settled by payments and its credit note, INV2's debit note added", async () => {
  const token = (await signIn(api, DEMO.ownerEmail, DEMO.password)).token;
  const pendingIn = async (path: string, rowsOf: string) =>
    ((await api.get(`${path}/${orgId}?startyear=2025`, token)).body[rowsOf] as { invoice_no: string; pending: string }[]).map((row) => [row.invoice_no, row.pending]);
  expect(await pendingIn('/api/account/orginvoiceclient', 'clientinvoicedata')).toEqual([
    ['INV5', '0.00'],
    ['INV4', '71400.00'],
    ['INV3', '188000.00'],
    ['INV2', '36210.00'],
    ['INV1', '0.00'],
  ]);
  // 71,400 + 1,88,000 + 36,210 (61,800 − 30,000 paid + 4,410 debit note) + B2C 1,121 and 882 + the bill of supply's 15,000.
  const report = (await api.get(`/api/reports/getsalesreport/${orgId}?startdate=2025-04-01&enddate=2026-11-27&charts=only`, token)).body;
  expect(report.charts.receivables.find((age: { age: string }) => age.age === 'over_90')).toEqual({ age: 'over_90', label: 'Over 90 days', documents: 6, amount: '312613.00' });
  expect(report.totals.pending).toBe('312613.00');
});

it('seeds nothing on a second start', async () => {
  // The month's documents' stock and books work is settled after their answers; let it finish first.
  await api.server.settled();
  const before = await api.scanAll();
  expect(await seedDemoMonth(api.server.ports, api.server.url)).toBe(false);
  expect(await api.scanAll()).toHaveLength(before.length);
});
