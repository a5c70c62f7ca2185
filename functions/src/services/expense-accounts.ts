// The chart's expense accounts an expense can be booked to: the system ones in the chart's order,
// General expenses (the default) first, then the organisation's own by name. Read from the store
// here, as the purchases area (expenses) does not reach into the books area.
import { SYSTEM_ACCOUNTS, systemAccountId, type SystemAccountCode } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { listChartAccounts } from '../store/chart-accounts.js';

/** Where an expense is booked unless another expense account is chosen. */
export const GENERAL_EXPENSES = systemAccountId('expenses');

export async function expenseAccountsOf(ports: Ports, orgId: string): Promise<{ id: string; name: string }[]> {
  const system = (Object.keys(SYSTEM_ACCOUNTS) as SystemAccountCode[])
    .filter((code) => SYSTEM_ACCOUNTS[code].type === 'EXPENSE')
    .map((code) => ({ id: systemAccountId(code), name: SYSTEM_ACCOUNTS[code].name }));
  const own = (await listChartAccounts(ports.table, orgId))
    .filter((account) => account.type === 'EXPENSE')
    .sort((a, b) => a.name.localeCompare(b.name, 'en-IN'))
    .map(({ id, name }) => ({ id, name }));
  return [...system.filter((account) => account.id === GENERAL_EXPENSES), ...system.filter((account) => account.id !== GENERAL_EXPENSES), ...own];
}
