// Reading the reports' fold ahead: first whatever derived work a crash or a save left (the
// organisation's markers) and, once, the documents saved before the fold existed; then one Query
// of the report group's days. A row's name that its last day leaves open is settled from that
// day's documents.
import type { Ports } from '../../ports/index.js';
import { settleOrganisation } from '../../documents/derived-work.js';
import { reportDaysBetween, type ReportDay, type ReportGroup } from '../../store/report-days.js';
import type { Labelled } from './report-contribution.js';
import { buildReportFold } from './report-counting.js';
import { namesOfDays, namesOfEntries } from './report-day-folds.js';
import { entriesOf, type ReportEntry } from './report-entries.js';
import type { ReportPeriod } from './report-period.js';

export async function daysOf(ports: Ports, orgId: string, group: ReportGroup, period: ReportPeriod): Promise<ReportDay[]> {
  await settleOrganisation(ports, orgId);
  await buildReportFold(ports, orgId);
  return reportDaysBetween(ports.table, orgId, group, period.start, period.end);
}

/** Each row's name: its latest document's label (`labelsOf`; `keep` limits the labels as the report does). */
export async function namesOf(
  ports: Ports,
  orgId: string,
  days: readonly ReportDay[],
  labelsOf: (entry: ReportEntry) => Labelled[],
  keep?: (label: string[]) => boolean,
): Promise<Map<string, string[]>> {
  const { names, unresolved } = namesOfDays(days, keep);
  for (const date of new Set(unresolved.map((open) => open.date))) {
    const latest = namesOfEntries(await entriesOf(ports, orgId, { start: date, end: date }, false), labelsOf);
    for (const open of unresolved) {
      const label = latest.get(open.key);
      if (open.date === date && label) names.set(open.key, label);
    }
  }
  return names;
}
