// Handlers of the reports area (shared/src/api/routes/reports.ts): each reads the period's entries
// once (report-entries.ts) and folds them (report-folds.ts).
import { APP_MESSAGES, CONSUMERS_KEY } from '@bahi/shared';
import { notFound } from '../../errors/app-error.js';
import type { AreaHandlers } from '../../http/handler-types.js';
import { getClient } from '../../store/clients.js';
import { entriesOf } from './report-entries.js';
import { incomeByCustomer, incomeByItem, incomeOfCustomer, incomeOfItem, salesReport, taxSummary, vendorExpenses } from './report-folds.js';
import { reportPeriod, type ReportPeriod } from './report-period.js';

const answer = (period: ReportPeriod) => ({ status: true as const, startdate: period.start, enddate: period.end });

export const handlers: AreaHandlers<'reports'> = {
  async taxSummary({ ports, orgId, query }) {
    const period = reportPeriod(ports, query);
    const drill = query.rate === undefined ? undefined : { section: query.section ?? 'outward', rateBps: query.rate };
    return { ...answer(period), ...taxSummary(await entriesOf(ports, orgId, period, false), drill) };
  },

  async salesReport({ ports, orgId, query }) {
    const period = reportPeriod(ports, query, 'month');
    return { ...answer(period), ...salesReport(await entriesOf(ports, orgId, period, true), period, query.charts === 'only') };
  },

  async vendorExpenses({ ports, orgId, query }) {
    const period = reportPeriod(ports, query);
    return { ...answer(period), ...vendorExpenses(await entriesOf(ports, orgId, period, true), query.vendor) };
  },

  async incomeByCustomer({ ports, orgId, query }) {
    const period = reportPeriod(ports, query);
    return { ...answer(period), ...incomeByCustomer(await entriesOf(ports, orgId, period, false)) };
  },

  async incomeByCustomerInState({ ports, orgId, query }) {
    const period = reportPeriod(ports, query);
    return { ...answer(period), location: query.location, ...incomeByCustomer(await entriesOf(ports, orgId, period, false), query.location) };
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
    return { ...answer(period), ...incomeByItem(await entriesOf(ports, orgId, period, false)) };
  },

  async incomeOfItem({ ports, orgId, query }) {
    const period = reportPeriod(ports, query);
    return { ...answer(period), ...incomeOfItem(await entriesOf(ports, orgId, period, false), query.itemid) };
  },
};
