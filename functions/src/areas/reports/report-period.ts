// The period a report covers: the dates asked for, or the report's default (spec part 2 §9:
// reports start on 1 April 2017 and end today; the sales report opens on the current month).
import { defaultReportPeriod, REPORT_MESSAGES } from '@bahi/shared';
import { invalid } from '../../errors/app-error.js';
import type { Ports } from '../../ports/index.js';
import { todayOf } from '../../services/today.js';

export interface ReportPeriod {
  start: string;
  end: string;
}

export function reportPeriod(ports: Ports, query: { startdate: string; enddate: string }, opensOn: 'all' | 'month' = 'all'): ReportPeriod {
  const fallback = defaultReportPeriod(opensOn, todayOf(ports));
  const period = { start: query.startdate || fallback.start, end: query.enddate || fallback.end };
  if (period.start > period.end) {
    throw invalid('report.startAfterEnd', REPORT_MESSAGES.startAfterEnd, [{ field: 'startdate', message: REPORT_MESSAGES.startAfterEnd }]);
  }
  return period;
}
