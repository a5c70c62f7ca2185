// Whether the books hold postings on an account: an account with postings is never deleted (issue
// 12 item 1), or the ledger would name an account that no longer exists.
import type { Ports } from '../../ports/index.js';

/**
 * False today: postings are pure functions of documents (shared/src/books/postings.ts) but the
 * ledger that stores them per account (issue 12 items 2 and 5) does not exist yet, and documents
 * post only to system accounts, which are never deleted anyway. When the ledger lands, this reads
 * the account's balances (one Query) and the delete rule holds without other changes.
 */
export async function accountHasPostings(_ports: Ports, _orgId: string, _accountId: string): Promise<boolean> {
  return false;
}
