// Ids of the system accounts. They are constants of the product, the same in every organisation
// and never written to the table, so their ids are derived from their codes: `sys_<code in lower
// case>`. An organisation's own accounts have record ids (`<orgId>_<random>`), which never begin
// with `sys_` (organisation ids are 16 characters).
import { SYSTEM_ACCOUNTS, type SystemAccountCode } from './chart-of-accounts.js';

const PREFIX = 'sys_';

export const systemAccountId = (code: SystemAccountCode): string => `${PREFIX}${code.toLowerCase()}`;

const CODE_OF_ID = new Map((Object.keys(SYSTEM_ACCOUNTS) as SystemAccountCode[]).map((code) => [systemAccountId(code), code]));

/** The system account an id names, or null when it names none (an organisation's own account). */
export function systemAccountCodeOf(id: string): SystemAccountCode | null {
  return CODE_OF_ID.get(id) ?? null;
}

/**
 * The accounts whose lines name a party (books/postings.ts), and what kind: a client (a customer
 * or supplier) for debtors, creditors and advances, an organisation's bank account for Bank
 * accounts; null for an account whose lines name none.
 */
const PARTIES_OF_ACCOUNT: Partial<Record<SystemAccountCode, 'clients' | 'banks'>> = {
  debtors: 'clients',
  creditors: 'clients',
  customerAdvances: 'clients',
  supplierAdvances: 'clients',
  bank: 'banks',
};

export function partiesOfAccount(accountId: string): 'clients' | 'banks' | null {
  const code = systemAccountCodeOf(accountId);
  return (code && PARTIES_OF_ACCOUNT[code]) ?? null;
}
