// The ledger store against dynalite (issue 12 items 2 and 5), as a fast-check property: random
// sequences of sources posting new versions (the earlier set taken out), cancelling, and the
// retries a crash or a concurrent reader causes (a set applied or reversed again, a reversal that
// must first apply). After every step the day totals equal the fold of the sets in effect, the
// trial balance is zero, the balance sheet balances, and an account's entries are its live lines.
import fc from 'fast-check';
import { balanceSheet, journalLedgerLines, SYSTEM_ACCOUNTS, systemAccountId, trialBalance, type LedgerLine, type SystemAccountCode } from '@bahi/shared';
import { newOrgId } from '../../functions/src/store/ids.js';
import { applyPostingSet, entriesOfAccount, entriesOfAccountPage, reversePostingSet, totalsOfDays, type PostingSet } from '../../functions/src/store/ledger.js';
import { testServerPerFile } from '../support/api-client.js';

const api = testServerPerFile();

const CODES = Object.keys(SYSTEM_ACCOUNTS) as SystemAccountCode[];
const ACCOUNTS = CODES.map((code) => ({ id: systemAccountId(code), name: SYSTEM_ACCOUNTS[code].name, type: SYSTEM_ACCOUNTS[code].type }));
const day = fc.integer({ min: 1, max: 5 }).map((d) => `2026-11-0${d}`);
/** A balanced set of lines: some debits, one credit taking their sum, on one or two days. */
const linesArb = fc
  .record({
    date: day,
    debits: fc.array(fc.record({ code: fc.constantFrom(...CODES), paise: fc.integer({ min: 1, max: 1_000_000 }) }), { minLength: 1, maxLength: 3 }),
    credit: fc.constantFrom(...CODES),
  })
  .map(({ date, debits, credit }) => {
    const total = debits.reduce((sum, line) => sum + line.paise, 0);
    return journalLedgerLines(date, [...debits.map((line) => ({ accountId: systemAccountId(line.code), debit: line.paise, credit: 0 })), { accountId: systemAccountId(credit), debit: 0, credit: total }]);
  });
const stepArb = fc.record({
  source: fc.integer({ min: 0, max: 3 }),
  action: fc.constantFrom('post' as const, 'post' as const, 'cancel' as const),
  lines: linesArb,
  /** Retries of the step's own work, as a crash's repair or a second reader would make them. */
  retries: fc.integer({ min: 0, max: 2 }),
});

it('keeps the day totals equal to the sets in effect, exactly once, through retries, edits and cancellations', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 8 }), async (steps) => {
      const { table } = api.server.ports;
      const orgId = newOrgId();
      const versions = new Map<number, number>();
      const inEffect = new Map<number, PostingSet>();
      for (const step of steps) {
        const before = inEffect.get(step.source);
        const version = (versions.get(step.source) ?? 0) + 1;
        versions.set(step.source, version);
        const next: PostingSet | null =
          step.action === 'post' ? { setId: `${orgId}_src${step.source}#v${version}`, source: { type: 'journal', id: `src${step.source}`, kind: 'journal', number: '' }, lines: step.lines } : null;
        for (let attempt = 0; attempt <= step.retries; attempt++) {
          if (before) await reversePostingSet(table, orgId, before);
          if (next) await applyPostingSet(table, orgId, next);
        }
        if (next) inEffect.set(step.source, next);
        else inEffect.delete(step.source);

        const expected = new Map<string, number>();
        for (const line of [...inEffect.values()].flatMap((set) => set.lines)) expected.set(line.accountId, (expected.get(line.accountId) ?? 0) + line.debit - line.credit);
        const totals = await totalsOfDays(table, orgId, {});
        const net = new Map([...totals].map(([id, t]) => [id, t.debit - t.credit] as const).filter(([, value]) => value !== 0));
        expect(net).toEqual(new Map([...expected].filter(([, value]) => value !== 0)));
        const trial = trialBalance(ACCOUNTS, totals);
        expect(trial.debit).toBe(trial.credit);
        const sheet = balanceSheet(ACCOUNTS, totals, new Map());
        expect(sheet.totalAssets).toBe(sheet.totalLiabilities + sheet.totalEquity);
        const cash = await entriesOfAccount(table, orgId, systemAccountId('cash'), '2026-11-01', '2026-11-30');
        const liveCash: LedgerLine[] = [...inEffect.values()].flatMap((set) => set.lines).filter((line) => line.accountId === systemAccountId('cash'));
        expect(cash.map((entry) => entry.debit - entry.credit).sort()).toEqual(liveCash.map((line) => line.debit - line.credit).sort());
      }
    }),
    { numRuns: 25 },
  );
}, 240_000);

it("pages an account's entries by whole days, a day larger than a page answered whole", async () => {
  const { table } = api.server.ports;
  const orgId = newOrgId();
  const cashOn = (date: string, paise: number) => journalLedgerLines(date, [{ accountId: systemAccountId('cash'), debit: paise, credit: 0 }, { accountId: systemAccountId('capital'), debit: 0, credit: paise }]);
  const days = ['2026-11-01', '2026-11-01', '2026-11-02', '2026-11-02', '2026-11-02', '2026-11-04'];
  for (const [i, date] of days.entries()) {
    await applyPostingSet(table, orgId, { setId: `${orgId}_set${i}#v1`, source: { type: 'journal', id: `set${i}`, kind: 'journal', number: '' }, lines: cashOn(date, 100 + i) });
  }
  const cash = systemAccountId('cash');
  const page = (from: string, maxLines: number) => entriesOfAccountPage(table, orgId, cash, { from, to: '2026-11-30' }, maxLines);
  const dates = async (from: string, maxLines: number) => {
    const found = await page(from, maxLines);
    return { dates: found.entries.map((entry) => entry.date), nextFrom: found.nextFrom };
  };
  await expect(dates('2026-11-01', 3)).resolves.toEqual({ dates: ['2026-11-01', '2026-11-01'], nextFrom: '2026-11-02' });
  await expect(dates('2026-11-02', 2)).resolves.toEqual({ dates: ['2026-11-02', '2026-11-02', '2026-11-02'], nextFrom: '2026-11-03' });
  await expect(dates('2026-11-03', 2)).resolves.toEqual({ dates: ['2026-11-04'], nextFrom: null });
  await expect(dates('2026-11-01', 10)).resolves.toEqual({ dates: days, nextFrom: null });
});
