// The document reports' fold ahead: per day and report group, the sums the reports add up
// (areas/reports/report-contribution.ts says what a document adds). Each document version's
// contribution is a set item written once (`REPORTSET#<docId>#v<version>`, state new → applied →
// reversing → reversed) and moved into its day's group items by ADD exactly once
// (store/counted-sets.ts), so a year's report reads at most 365 items of its group however many
// documents there are.
//
// Which version counts: the newest. A version's work applies its own set, then takes out every set
// of an older version. A late worker for an older version finds a newer set in that sweep and takes
// its own out again, so whatever order concurrent saves, replays after a crash or the one-time build
// run in, only the newest version's set stays applied.
//
// Two folds work so, each with its own sets and built-once marker: the reports' (REPORTSET, groups
// T C I V, on the document's date) and what customers owe (OWEDSET, group O, on the first day of
// the month the pending amount falls due), which the home page's receivables read whatever year an
// invoice was issued in. A fold added later is built for an organisation's earlier documents by its
// own marker, while the other fold's sets stay as they are.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import { countOnce, createSet, finishedSets, moveSetState, REVERSAL, setStillIn, type Addition, type SetState } from './counted-sets.js';
import { dateSlices } from './documents-by-date.js';
import { keys } from './keys.js';
import { markerSet, setMarker } from './org-markers.js';
import { queryAll, queryPartition } from './query-all.js';

/** T: totals and rates; C: customers; I: items; V: vendors; O: owed, by due month. A report reads only its group's days. */
export type ReportGroup = 'T' | 'C' | 'I' | 'V' | 'O';

/** A fold ahead: where its sets live and the marker of its one-time build. */
export interface Fold {
  setPrefix: string;
  builtMarker: string;
}

/**
 * Its marker's `#2`: a taxed charge's value counts in its rate's row of the tax summary since; `#3`:
 * a vendor credit note is no longer counted as a purchase; `#4`: a composite purchase's tax is part
 * of its cost; `#5`: a draft sale counts. Each time an organisation counted before is counted again
 * once (report-counting.ts REPORTS_RECOUNT).
 */
export const REPORTS_FOLD: Fold = { setPrefix: 'REPORTSET', builtMarker: 'REPORTFOLD#5' };
/**
 * Its marker's `#2`: sales are counted with their notes since; `#3`: with what is owed back when
 * credited beyond their due; `#4`: drafts too. Each time an organisation counted before is counted again once.
 */
export const OWED_FOLD: Fold = { setPrefix: 'OWEDSET', builtMarker: 'OWEDFOLD#4' };

/** What one document version adds to the reports: on its date, per group, attribute → paise or count. */
export interface ReportContribution {
  date: string;
  groups: Partial<Record<ReportGroup, Record<string, number>>>;
}

interface ReportSetItem {
  version: number;
  state: SetState;
  /** JSON of the ReportContribution: one attribute to read back, whatever its names. */
  contribution: string;
}

const setIdOf = (docId: string, version: number) => `${docId}#v${version}`;

const setKeyOf = (fold: Fold, orgId: string) => (setId: string) => {
  const at = setId.lastIndexOf('#v');
  return keys.reportSet(orgId, fold.setPrefix, setId.slice(0, at), Number(setId.slice(at + 2)));
};

/** Each group's day sums the contribution moves, times `sign`. */
function additionsOf(table: Table, fold: Fold, orgId: string, contribution: ReportContribution, sign: 1 | -1): Addition[] {
  return Object.entries(contribution.groups).map(([group, sums]) => ({
    target: { key: keys.reportDay(orgId, group, contribution.date), attributes: { entity: 'reportDay', reportDate: contribution.date }, finished: finishedSets(table, setKeyOf(fold, orgId)) },
    sums: Object.fromEntries(Object.entries(sums).map(([name, amount]) => [name, sign * amount])),
  }));
}

async function applySet(table: Table, fold: Fold, orgId: string, docId: string, version: number, contribution: ReportContribution): Promise<void> {
  const key = keys.reportSet(orgId, fold.setPrefix, docId, version);
  const claim = async () => (await createSet(table, key, { entity: 'reportSet', docId, version, contribution: JSON.stringify(contribution) })) === 'new';
  if (!(await countOnce(table, setIdOf(docId, version), additionsOf(table, fold, orgId, contribution, 1), claim, setStillIn(table, key, 'new')))) return;
  await moveSetState(table, key, ['new', 'applied'], 'applied');
}

/** Takes a set out exactly once (applying it first if a crash left it half done, so the two cancel out). */
async function reverseSet(table: Table, fold: Fold, orgId: string, docId: string, set: ReportSetItem): Promise<void> {
  const contribution = JSON.parse(set.contribution) as ReportContribution;
  const key = keys.reportSet(orgId, fold.setPrefix, docId, set.version);
  await applySet(table, fold, orgId, docId, set.version, contribution);
  const claim = () => moveSetState(table, key, ['applied', 'reversing'], 'reversing');
  const reversal = `${setIdOf(docId, set.version)}${REVERSAL}`;
  if (!(await countOnce(table, reversal, additionsOf(table, fold, orgId, contribution, -1), claim, setStillIn(table, key, 'reversing')))) return;
  await moveSetState(table, key, ['reversing'], 'reversed');
}

/**
 * Makes `version` of a document the one the fold counts (null: it counts nowhere, as cancelled or
 * deleted), unless a newer version already counts. Every step can be repeated with the same result.
 */
export async function countReportVersion(table: Table, orgId: string, docId: string, version: number, contribution: ReportContribution | null, fold: Fold = REPORTS_FOLD): Promise<void> {
  // A version that counts nowhere still leaves its (empty) set: a late worker of an older version
  // must find that a newer one exists.
  await applySet(table, fold, orgId, docId, version, contribution ?? { date: '', groups: {} });
  const sets = await queryPartition<ReportSetItem>(table, keys.reportSetsOfDocument(orgId, fold.setPrefix, docId));
  const newest = Math.max(...sets.map((set) => set.version));
  for (const set of sets) {
    if (set.version < newest && set.state !== 'reversed') await reverseSet(table, fold, orgId, docId, set);
  }
}

/** What a day item holds besides its sums. */
const NOT_SUMS = new Set(['pk', 'sk', 'entity', 'reportDate', 'counted', 'countedIds', 'epoch']);

export interface ReportDay {
  date: string;
  sums: Record<string, number>;
}

/**
 * A group's day sums from `from` to `to` (inclusive), by date: at most one item per day, read as a
 * Query per run of months (the slices documents are read in), all at once. A year of a busy
 * trader's customers is megabytes of sums; one Query walks them a page after another, where twelve
 * let the database send one month while the server decodes another.
 */
export async function reportDaysBetween(table: Table, orgId: string, group: ReportGroup, from: string, to: string): Promise<ReportDay[]> {
  const { pk, skPrefix } = keys.reportDaysOfGroup(orgId, group);
  const runs = await Promise.all(
    dateSlices(from, to).map((slice) =>
      queryAll<Record<string, unknown>>(
        table,
        new QueryCommand({
          TableName: table.name,
          KeyConditionExpression: 'pk = :pk and sk between :from and :to',
          ExpressionAttributeValues: { ':pk': pk, ':from': `${skPrefix}${slice.from}`, ':to': `${skPrefix}${slice.to}` },
          ConsistentRead: true,
        }),
      ),
    ),
  );
  return runs.flat().map((item) => {
    const date = item.reportDate as string;
    // The item read is ours: what is not a sum is deleted from it rather than its sums copied out.
    // A busy customers' day holds a thousand sums, and building such an object key by key (as
    // Object.fromEntries does) took over a second for a year of them.
    for (const name of NOT_SUMS) delete item[name];
    return { date, sums: item as Record<string, number> };
  });
}

/** Whether the organisation's documents saved before the fold existed have been counted in it (see report-counting.ts). */
export function reportFoldBuilt(table: Table, orgId: string, fold: Fold): Promise<boolean> {
  return markerSet(table, keys.reportFoldBuilt(orgId, fold.builtMarker));
}

export function markReportFoldBuilt(table: Table, orgId: string, fold: Fold, at: string): Promise<void> {
  return setMarker(table, keys.reportFoldBuilt(orgId, fold.builtMarker), 'reportFoldBuilt', at);
}

/**
 * Every sum of a group, whatever its date, added up (the O group's few items a year: what is owed,
 * by due month). One Query of the group.
 */
export async function groupSums(table: Table, orgId: string, group: ReportGroup): Promise<Record<string, number>> {
  const { pk, skPrefix } = keys.reportDaysOfGroup(orgId, group);
  const items = await queryAll<Record<string, unknown>>(
    table,
    new QueryCommand({ TableName: table.name, KeyConditionExpression: 'pk = :pk and begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix }, ConsistentRead: true }),
  );
  const sums: Record<string, number> = {};
  for (const item of items) {
    for (const name of NOT_SUMS) delete item[name];
    for (const [name, amount] of Object.entries(item)) sums[name] = (sums[name] ?? 0) + (amount as number);
  }
  return sums;
}
