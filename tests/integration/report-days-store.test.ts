// The reports' fold ahead against dynalite (store/report-days.ts), as a fast-check property: a few
// documents' versions counted by workers that run late, twice, or after a newer version's (a save's
// work, a crash's replay, a concurrent reader). Whatever the order, the day sums are exactly those
// of each document's newest version that counts.
import fc from 'fast-check';
import { newOrgId } from '../../functions/src/store/ids.js';
import { countReportVersion, reportDaysBetween, type ReportContribution } from '../../functions/src/store/report-days.js';
import { testServerPerFile } from '../support/api-client.js';

const api = testServerPerFile();

/** A version's contribution: null (cancelled) or paise on one of three days. */
const contributionArb = fc.option(
  fc.record({ day: fc.integer({ min: 1, max: 3 }), paise: fc.integer({ min: -1_000_000, max: 1_000_000 }), customer: fc.constantFrom('a', 'b') }).map(
    ({ day, paise, customer }): ReportContribution => ({ date: `2026-11-0${day}`, groups: { T: { 'S#taxable': paise, 'S#n': 1 }, C: { [`C#27#${customer}#taxable`]: paise, [`C#27#${customer}#n`]: 1 } } }),
  ),
  { nil: null },
);

/** Adds up sums per day and group, dropping zeros (an absent sum reads as zero). */
function expectedDays(contributions: readonly (ReportContribution | null)[]): Record<string, Record<string, number>> {
  const days: Record<string, Record<string, number>> = {};
  for (const contribution of contributions) {
    for (const [group, sums] of Object.entries(contribution?.groups ?? {})) {
      const into = (days[`${group}${contribution?.date}`] ??= {});
      for (const [name, amount] of Object.entries(sums)) into[name] = (into[name] ?? 0) + amount;
    }
  }
  return Object.fromEntries(Object.entries(days).map(([key, sums]) => [key, Object.fromEntries(Object.entries(sums).filter(([, amount]) => amount !== 0))]));
}

async function storedDays(orgId: string): Promise<Record<string, Record<string, number>>> {
  const days: Record<string, Record<string, number>> = {};
  for (const group of ['T', 'C'] as const) {
    for (const day of await reportDaysBetween(api.server.ports.table, orgId, group, '2026-11-01', '2026-11-30')) {
      const sums = Object.fromEntries(Object.entries(day.sums).filter(([, amount]) => amount !== 0));
      if (Object.keys(sums).length > 0) days[`${group}${day.date}`] = sums;
    }
  }
  return days;
}

it('counts only each document’s newest version, exactly once, whatever order its versions’ work runs in', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(contributionArb, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }),
      fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
      async (documents, order) => {
        const orgId = newOrgId();
        // Every version's work, plus a repeat of some, shuffled by `order`; the newest version's work always runs last once.
        const work = documents.flatMap((versions, doc) => versions.map((contribution, i) => ({ doc, version: i + 1, contribution })));
        const shuffled = [...work, ...work.filter((_, i) => (order[i % order.length] ?? 0) % 2 === 0)].sort((a, b) => (order[(a.doc * 5 + a.version) % order.length] ?? 0) - (order[(b.doc * 5 + b.version) % order.length] ?? 0));
        for (const step of shuffled) await countReportVersion(api.server.ports.table, orgId, `doc${step.doc}`, step.version, step.contribution);
        expect(await storedDays(orgId)).toEqual(expectedDays(documents.map((versions) => versions[versions.length - 1] ?? null)));
      },
    ),
    { numRuns: 25 },
  );
}, 120_000);

it('moves a contribution larger than one update allows in several, each exactly once', async () => {
  const orgId = newOrgId();
  const customers = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`C#27#c${i}#taxable`, 100 + i]));
  const contribution: ReportContribution = { date: '2026-11-02', groups: { C: customers } };
  for (let i = 0; i < 2; i++) await countReportVersion(api.server.ports.table, orgId, 'big', 1, contribution);
  expect(await storedDays(orgId)).toEqual({ 'C2026-11-02': customers });
  await countReportVersion(api.server.ports.table, orgId, 'big', 2, null);
  expect(await storedDays(orgId)).toEqual({});
}, 60_000);

it('a busy day keeps its sums exact and its bookkeeping out of them: 60 documents, pruned at the 50th', async () => {
  const orgId = newOrgId();
  for (let i = 1; i <= 60; i++) {
    await countReportVersion(api.server.ports.table, orgId, `doc${i}`, 1, { date: '2026-11-03', groups: { T: { 'S#taxable': 100_00, 'S#n': 1 } } });
  }
  expect(await storedDays(orgId)).toEqual({ 'T2026-11-03': { 'S#taxable': 60 * 100_00, 'S#n': 60 } });
});
