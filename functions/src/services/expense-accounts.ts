// The chart's expense accounts an expense can be booked to: the system ones in the chart's order,
// General expenses (the default) first, then the organisation's own by name. Read from the store
// here, as the purchases area (expenses) does not reach into the books area.
import { SYSTEM_ACCOUNTS, systemAccountCodeOf, systemAccountId, type SystemAccountCode } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { getChartAccount, listChartAccounts } from '../store/chart-accounts.js';
import { orgOfRecordId } from '../store/ids.js';

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

/** Whether an expense can be booked to the account: a system one by its type, the organisation's own by one read. */
export async function isExpenseAccount(ports: Ports, orgId: string, accountId: string): Promise<boolean> {
  const code = systemAccountCodeOf(accountId);
  if (code) return SYSTEM_ACCOUNTS[code].type === 'EXPENSE';
  // Only an id of the organisation's own records is read (a typed one of any length is no key).
  return orgOfRecordId(accountId) === orgId && (await getChartAccount(ports.table, orgId, accountId))?.type === 'EXPENSE';
}
