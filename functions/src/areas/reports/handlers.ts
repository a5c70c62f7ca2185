// Handlers of the reports area (shared/src/api/routes/reports.ts). A report's figures come from the
// day sums folded ahead as documents save (report-day-reads.ts, report-day-folds.ts); the documents
// behind one figure (a drill-down, a page of the sales report's rows) are read and folded on read
// (report-entries.ts, report-folds.ts), from the same GST engine figures.
import { APP_MESSAGES, CONSUMERS_KEY } from '@bahi/shared';
import { notFound } from '../../errors/app-error.js';
import type { AreaHandlers } from '../../http/handler-types.js';
import type { Ports } from '../../ports/index.js';
import { getClient } from '../../store/clients.js';
import { noteAdjustmentsOfOrg } from '../../store/note-holds.js';
import { groupSums } from '../../store/report-days.js';
import { customerLabels, itemLabels, vendorLabels } from './report-contribution.js';
import { incomeByCustomerOfDays, incomeByItemOfDays, salesPageOfDays, salesTotalsOfDays, taxSummaryOfDays, vendorExpensesOfDays } from './report-day-folds.js';
import { daysOf, namesOf } from './report-day-reads.js';
import { entriesOf, expenseEntriesOf } from './report-entries.js';
import { incomeOfCustomer, incomeOfItem, salesRows, taxSummary, vendorExpenses } from './report-folds.js';
import { reportPeriod, type ReportPeriod } from './report-period.js';

const answer = (period: ReportPeriod) => ({ status: true as const, startdate: period.start, enddate: period.end });

/**
 * The most sales a sales report answers at once (whole days; the next page starts at `next`): a
 * busy trader's year is 50,000 rows, more than one response may carry and more than a screen shows.
 */
export const SALES_REPORT_PAGE_ROWS = 1_000;

async function incomeByCustomer(ports: Ports, orgId: string, period: ReportPeriod, location = '') {
  const days = await daysOf(ports, orgId, 'C', period);
  const names = await namesOf(ports, orgId, days, (entry) => customerLabels(entry, location), location === '' ? undefined : (label) => label[2] === location);
  return incomeByCustomerOfDays(days, names, location);
}

export const handlers: AreaHandlers<'reports'> = {
  async taxSummary({ ports, orgId, query }) {
    const period = reportPeriod(ports, query);
    if (query.rate !== undefined) {
      const drill = { section: query.section ?? 'outward', rateBps: query.rate };
      return { ...answer(period), ...taxSummary(await entriesOf(ports, orgId, period, false), drill) };
    }
    return { ...answer(period), ...taxSummaryOfDays(await daysOf(ports, orgId, 'T', period)) };
  },

  async salesReport({ ports, orgId, query }) {
    const period = reportPeriod(ports, query, 'month');
    const [days, expenses] = await Promise.all([daysOf(ports, orgId, 'T', period), expenseEntriesOf(ports, orgId, period)]);
    // After daysOf: it settled and built the folds the owed sums come from.
    const totals = salesTotalsOfDays(days, expenses, period, await groupSums(ports.table, orgId, 'O'));
    if (query.charts === 'only') return { ...answer(period), rows: [], ...totals, next: null };
    const from = query.rowsfrom && query.rowsfrom > period.start ? query.rowsfrom : period.start;
    const page = salesPageOfDays(days.filter((day) => day.date >= from), SALES_REPORT_PAGE_ROWS);
    const [entries, notes] = await Promise.all([entriesOf(ports, orgId, { start: from, end: page.last ?? period.end }, false), noteAdjustmentsOfOrg(ports.table, orgId)]);
    const rows = salesRows(entries, notes);
    return { ...answer(period), rows, ...totals, next: page.next };
  },

  async vendorExpenses({ ports, orgId, query }) {
    const period = reportPeriod(ports, query);
    if (query.vendor !== undefined) return { ...answer(period), ...vendorExpenses(await entriesOf(ports, orgId, period, true), query.vendor) };
    const [days, expenses] = await Promise.all([daysOf(ports, orgId, 'V', period), expenseEntriesOf(ports, orgId, period)]);
    return { ...answer(period), ...vendorExpensesOfDays(days, await namesOf(ports, orgId, days, vendorLabels), expenses) };
  },

  async incomeByCustomer({ ports, orgId, query }) {
    const period = reportPeriod(ports, query);
    return { ...answer(period), ...(await incomeByCustomer(ports, orgId, period)) };
  },

  async incomeByCustomerInState({ ports, orgId, query }) {
    const period = reportPeriod(ports, query);
    return { ...answer(period), location: query.location, ...(await incomeByCustomer(ports, orgId, period, query.location)) };
  },

  async incomeOfCustomer({ ports, orgId, params, query }) {
    const period = reportPeriod(ports, query);
    const consumers = params.clientId === CONSUMERS_KEY;
    const [entries, client] = await Promise.all([entriesOf(ports, orgId, period, false), consumers ? null : getClient(ports.table, orgId, params.clientId)]);
    const known = client ? { party: client.companyname, gstin: client.gstin, statecode: client.state } : undefined;
    const found = incomeOfCustomer(entries, params.clientId, known);
    // A deleted client still has their documents; an id that names neither is no customer.
    if (!consumers && !client && found.rows.length === 0) throw notFound('report.unknownCustomer', APP_MESSAGES.notFound);
    return { ...answer(period), ...found };
  },

  async incomeByItem({ ports, orgId, query }) {
    const period = reportPeriod(ports, query);
    const days = await daysOf(ports, orgId, 'I', period);
    return { ...answer(period), ...incomeByItemOfDays(days, await namesOf(ports, orgId, days, itemLabels)) };
  },

  async incomeOfItem({ ports, orgId, query }) {
    const period = reportPeriod(ports, query);
    return { ...answer(period), ...incomeOfItem(await entriesOf(ports, orgId, period, false), query.itemid) };
  },
};
