// Whether the books hold postings on an account: an account with postings is never deleted (issue
// 12 item 1), or the ledger would name an account that no longer exists.
import { settleOrganisation } from '../../documents/derived-work.js';
import type { Ports } from '../../ports/index.js';
import { accountHasEntries } from '../../store/ledger.js';

/**
 * One key-only read of the account's index in the ledger (a reversed posting leaves no entry),
 * after the postings documents still owe are in (a journal posts its own before it answers).
 */
export async function accountHasPostings(ports: Ports, orgId: string, accountId: string): Promise<boolean> {
  await settleOrganisation(ports, orgId);
  return accountHasEntries(ports.table, orgId, accountId);
}
