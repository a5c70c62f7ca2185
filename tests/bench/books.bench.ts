// The books (issue 12 item 5): the general ledger of one account and the balance sheet over a year
// of a busy trader, 50,000 documents, read as the books area's handlers read them (after finishing
// any crashed work: the report services, on the server's own ports). Target ≤ 3 s each. The general
// ledger answers a page of whole days (GENERAL_LEDGER_PAGE_LINES) with every account's totals for
// the whole year; debtors over the year are ~65,000 lines, so the first page is what is timed.
//
// Seeding goes through the ledger store directly (applyPostingSet, the writes a document's derived
// work makes), not HTTP: 35,000 sales (most paid three days on, in cash or into the bank) and
// 15,000 purchases over FY 2026-27, their lines built by the pure rules every save uses. So that
// seeding takes minutes rather than an hour on a shared machine, each day's documents go in as one
// posting set: the entries and day totals are exactly those 50,000 sets would leave (the same
// items, the same sizes), only the set items are fewer. The documents' own items are not written:
// neither report reads them.
import { performance } from 'node:perf_hooks';
import { booksRuleOf, documentLedgerLines, documentTotals, kindFacts, type KindInTable, type LedgerLine, type TotalsDocument } from '@bahi/shared';
import { balanceSheetReport, generalLedger } from '../../functions/src/areas/books/ledger-reports-service.js';
import { applyPostingSet, type PostingSet } from '../../functions/src/store/ledger.js';
import { DEMO, signIn, startTestServer } from '../support/api-client.js';
import { recordFigure } from './support/figures.js';

const DOCUMENTS = 50_000;
const DAYS = 365;
const SEED_CONCURRENCY = 8;
const TARGET_SECONDS = 3;
const CLIENTS = 200;

const FY_START = Date.UTC(2026, 3, 1);
const dayOf = (n: number) => new Date(FY_START + (n % 365) * 86_400_000).toISOString().slice(0, 10);

/** Document n of the year: sales of goods at 5% and a service at 18% inside the state, three purchases in ten; four sales in five paid three days on. */
function linesOfDocument(orgId: string, n: number): LedgerLine[] {
  const kind: KindInTable = n % 10 < 3 ? 'purchase' : 'b2b';
  const doc: TotalsDocument = {
    kind,
    sellerStateCode: '27',
    placeOfSupply: '27',
    lines: [
      { quantityMilli: ((n % 7) + 1) * 1_000, unitPrice: 25_000 + (n % 1_000) * 37, priceMode: 'notax', gstRateBps: 500, cessRateBps: 0 },
      { quantityMilli: 1_000, unitPrice: 120_000, priceMode: 'intax', gstRateBps: 1_800, cessRateBps: 0 },
    ],
    charges: {},
    additionalCharges: false,
    reverseCharge: false,
    roundOff: true,
  };
  const totals = documentTotals(doc);
  const day = Math.floor((n * DAYS) / DOCUMENTS);
  const date = dayOf(day);
  const paid = kind === 'b2b' && n % 5 !== 0;
  return documentLedgerLines({
    rule: booksRuleOf(kindFacts(kind))!,
    partyId: `${orgId}_client${String(n % CLIENTS).padStart(10, '0')}`,
    cancelled: false,
    date,
    totals,
    payments: paid ? [{ date: dayOf(Math.min(day + 3, DAYS - 1)), amount: totals.grandTotal, method: n % 2 ? 'CASH' : 'BANK', account: 'bank-1' }] : [],
  });
}

/** The documents of day `day` as one set. */
function postingSetOfDay(orgId: string, day: number): PostingSet {
  const first = Math.ceil((day * DOCUMENTS) / DAYS);
  const last = Math.ceil(((day + 1) * DOCUMENTS) / DAYS);
  const lines = Array.from({ length: last - first }, (_, i) => linesOfDocument(orgId, first + i)).flat();
  const id = `${orgId}_benchday${String(day).padStart(8, '0')}`;
  return { setId: `${id}#v1`, source: { type: 'document', id, kind: 'b2b', number: dayOf(day) }, lines };
}

async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { seconds: (performance.now() - started) / 1000, result };
}

export async function run(): Promise<void> {
  const api = await startTestServer();
  try {
    const owner = await signIn(api, DEMO.ownerEmail, DEMO.password);
    const orgId = owner.orgs[0]?.id as string;
    const { ports } = api.server;

    let next = 0;
    const seeding = await timed(() =>
      Promise.all(
        Array.from({ length: SEED_CONCURRENCY }, async () => {
          while (next < DAYS) {
            const day = next++;
            await applyPostingSet(ports.table, orgId, postingSetOfDay(orgId, day));
          }
        }),
      ),
    );
    recordFigure({ name: 'seed 50,000 documents (ledger store)', value: seeding.seconds, unit: 's' });

    const year = { start: '2026-04-01', end: '2027-03-31' };
    // First read of each: nothing cached in the process.
    const ledger = await timed(() => generalLedger(ports, orgId, { ...year, account: 'sys_debtors' }));
    recordFigure({ name: 'general ledger, debtors, a year: page 1', value: ledger.seconds, unit: 's', target: `≤ ${TARGET_SECONDS}`, met: ledger.seconds <= TARGET_SECONDS });
    recordFigure({ name: '  lines on the page', value: ledger.result.ledger?.lines.length ?? 0, unit: 'lines' });
    const later = await timed(() => generalLedger(ports, orgId, { start: '2026-10-01', end: year.end, account: 'sys_debtors' }));
    recordFigure({ name: 'general ledger, debtors, from 1 Oct: page 1', value: later.seconds, unit: 's', target: `≤ ${TARGET_SECONDS}`, met: later.seconds <= TARGET_SECONDS });
    const sheet = await timed(() => balanceSheetReport(ports, orgId, year));
    recordFigure({ name: 'balance sheet, a year', value: sheet.seconds, unit: 's', target: `≤ ${TARGET_SECONDS}`, met: sheet.seconds <= TARGET_SECONDS });
    const balanced = sheet.result.totalAssets === (Number(sheet.result.totalLiabilities) + Number(sheet.result.totalEquity)).toFixed(2);
    console.log(`  balance sheet: assets ${sheet.result.totalAssets} = liabilities ${sheet.result.totalLiabilities} + equity ${sheet.result.totalEquity}: ${balanced ? 'balanced' : 'NOT BALANCED'}`);
  } finally {
    await api.close();
  }
}
