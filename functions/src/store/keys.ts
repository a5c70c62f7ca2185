// The single-table key design, in one place: the repositories build keys only through these
// functions, and infra reads TABLE_KEYS to declare the table and its indexes. Add an entity here
// and to the README's entity / access-pattern table together.
//
// Everything an organisation owns lives under pk `ORG#<orgId>`. gsi1 is overloaded: each entity
// that needs a second access path puts its own prefix in gsi1pk.

export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  /**
   * Local indexes: the table's partition key with another sort key, read consistently (a global
   * index is not). lsi1 is sparse: only an item that owes derived work carries `owed`, so one
   * consistent Query lists what an organisation's reads must finish first (keys.owedWorkOfOrg).
   * A local index caps an organisation's partition at 10 GB: decades of a busy trader's books.
   */
  localIndexes: [{ name: 'lsi1', sortKey: 'owed' }],
  /** Epoch seconds after which DynamoDB removes the item (throttle counters, claim fences). */
  timeToLive: 'ttl',
} as const;

/** The attribute an item carries while it owes derived work (lsi1's sort key). */
export const OWED_ATTRIBUTE = TABLE_KEYS.localIndexes[0].sortKey;

/** The sort keys of stock counts begin so (store/stock-counts.ts). */
export const STOCK_COUNT_SK = 'STOCKCOUNT#';
/** The restock owed since inventory tracking was switched on (documents/stock-restock.ts); its `owed` is this sort key. */
export const STOCK_RESTOCK_SK = 'RESTOCK';

export interface ItemKey {
  pk: string;
  sk: string;
}

export const keys = {
  /** Sign-in credentials of the local identity adapter, one per email (the uniqueness gate). */
  credential: (email: string): ItemKey => ({ pk: `LOGIN#${email}`, sk: 'LOGIN' }),
  /** A user's profile. */
  user: (userId: string): ItemKey => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  /** An organisation's own record (profile and settings). */
  organisation: (orgId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: 'ORG' }),
  /** One organisation per GSTIN: this claim is written first (conditionally) and names the org. */
  organisationGstin: (gstin: string): ItemKey => ({ pk: `GSTIN#${gstin}`, sk: 'ORG' }),
  /** A user's place in an organisation. gsi1 lists a user's organisations (gsi1sk `ORG#…`). */
  membership: (orgId: string, userId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `MEMBER#${userId}` }),
  membershipsOfUser: (userId: string) => ({ gsi1pk: `USER#${userId}`, gsi1skPrefix: 'ORG#' }),
  /** A CA's request to see an organisation's books, until its owner answers. gsi1 (`REQ#…`) lists a CA's requests. */
  accessRequest: (orgId: string, userId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `ACCESSREQ#${userId}` }),
  accessRequestsOfOrg: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'ACCESSREQ#' }),
  accessRequestsOfUser: (userId: string) => ({ gsi1pk: `USER#${userId}`, gsi1skPrefix: 'REQ#' }),
  /** A pending invitation, keyed by the SHA-256 of its secret token (the token itself is never stored). */
  invitation: (tokenHash: string): ItemKey => ({ pk: `INVITE#${tokenHash}`, sk: 'INVITE' }),
  /**
   * An invitation into an organisation for someone who already has an account, until they accept
   * or decline it; only acceptance makes the membership. gsi1 (`INVITEDTO#…`) lists a user's.
   */
  membershipInvitation: (orgId: string, userId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `INVITEE#${userId}` }),
  membershipInvitationsOfUser: (userId: string) => ({ gsi1pk: `USER#${userId}`, gsi1skPrefix: 'INVITEDTO#' }),
  /** A message the local identity adapter would have emailed (the cloud's goes through Cognito), newest last. */
  outboxMessage: (to: string, sentAt: string, messageId: string): ItemKey => ({ pk: `OUTBOX#${to}`, sk: `MESSAGE#${sentAt}#${messageId}` }),
  outboxOf: (to: string) => ({ pk: `OUTBOX#${to}`, skPrefix: 'MESSAGE#' }),
  /** A client (customer or supplier) with its addresses and contacts inside the item. */
  client: (orgId: string, clientId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `CLIENT#${clientId}` }),
  clientsOfOrg: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'CLIENT#' }),
  /** One client per GSTIN within an organisation: the claim names the client. */
  clientGstin: (orgId: string, gstin: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `CLIENTGSTIN#${gstin}` }),
  /** gsi1 on a user's profile: finds the user of an email (inviting someone who already has an account). */
  userByEmail: (email: string) => ({ gsi1pk: `EMAIL#${email}`, gsi1sk: 'USER' }),
  /** The memberships of one organisation: its users, owner and CAs. */
  membersOfOrg: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'MEMBER#' }),
  /**
   * Failed sign-ins of one subject (`EMAIL#<email>` or `IP#<address>`) within one throttle window
   * (its number since the epoch), a counter moved with ADD and removed by TTL.
   */
  signInFailures: (subject: string, window: number): ItemKey => ({ pk: `SIGNINFAIL#${subject}`, sk: `WINDOW#${window}` }),
  /** Marks that the demo data has been seeded into this table. */
  seedMarker: (): ItemKey => ({ pk: 'SYSTEM', sk: 'SEED#demo' }),
  /** The demo organisation's October 2025 (local/demo-month.ts): claimed before it is seeded, so it runs once. */
  demoMonthMarker: (): ItemKey => ({ pk: 'SYSTEM', sk: 'SEED#demo-month-2025-10' }),
  /** An item of the catalogue, with its variations and stock-tracking details inside the item. */
  item: (orgId: string, itemId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `ITEM#${itemId}` }),
  itemsOfOrg: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'ITEM#' }),
  /** Items whose id begins with a prefix: how a variation's rowid finds its item (store/items.ts). */
  itemsWithIdPrefix: (orgId: string, idPrefix: string) => ({ pk: `ORG#${orgId}`, skPrefix: `ITEM#${idPrefix}` }),
  /** One item per short name within an organisation (case and spacing ignored): the claim names the item. */
  itemName: (orgId: string, nameKey: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `ITEMNAME#${nameKey}` }),
  /** An item's stock in hand in thousandths, a counter moved by ADD with every stock movement. */
  itemStock: (orgId: string, itemId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `ITEMSTOCK#${itemId}` }),
  itemStocksOfOrg: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'ITEMSTOCK#' }),
  /**
   * A stock movement (+in / -out, thousandths) of an item on a date. The sort key orders an item's
   * movements by date, so an item's movements in a date range are one Query; gsi1 orders the whole
   * organisation's movements by date for the stock ledger.
   */
  stockMovement: (orgId: string, itemId: string, date: string, movementId: string): ItemKey => ({
    pk: `ORG#${orgId}`,
    sk: `STOCKMOVE#${itemId}#${date}#${movementId}`,
  }),
  stockMovementsOfItem: (orgId: string, itemId: string) => ({ pk: `ORG#${orgId}`, skPrefix: `STOCKMOVE#${itemId}#` }),
  stockMovementByDate: (orgId: string, itemId: string, date: string, movementId: string) => ({
    gsi1pk: `STOCKMOVES#${orgId}`,
    gsi1sk: `${date}#${itemId}#${movementId}`,
  }),
  stockMovementsOfOrg: (orgId: string) => ({ gsi1pk: `STOCKMOVES#${orgId}` }),
  /** A physical count of an item at the end of a day (store/stock-counts.ts): the sort key orders an item's counts by date. */
  stockCount: (orgId: string, itemId: string, date: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `${STOCK_COUNT_SK}${itemId}#${date}` }),
  stockCountsOfItem: (orgId: string, itemId: string) => ({ pk: `ORG#${orgId}`, skPrefix: `${STOCK_COUNT_SK}${itemId}#` }),
  stockRestock: (orgId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: STOCK_RESTOCK_SK }),
  /**
   * A document of any kind (store/documents.ts). Its number is its key: the sort key holds the
   * kind, the financial year's start year and the zero-padded sequence, so creating it is the one
   * conditional write that takes the number, and the next number is the last key plus one. gsi1
   * orders every kind of the organisation by date (returns and books read date ranges).
   */
  document: (orgId: string, kind: string, fyStartYear: number, paddedSeq: string): ItemKey => ({
    pk: `ORG#${orgId}`,
    sk: `DOC#${kind}#${fyStartYear}#${paddedSeq}`,
  }),
  documentsOfYear: (orgId: string, kind: string, fyStartYear: number) => ({ pk: `ORG#${orgId}`, skPrefix: `DOC#${kind}#${fyStartYear}#` }),
  documentsOfKind: (orgId: string, kind: string) => ({ pk: `ORG#${orgId}`, skPrefix: `DOC#${kind}#` }),
  documentsOfOrg: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'DOC#' }),
  /** A document with a payment dated in a later financial year than its own (store/payment-years.ts). */
  paidInYear: (orgId: string, fyStartYear: number, documentId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `PAIDIN#${fyStartYear}#${documentId}` }),
  paidInYearOf: (orgId: string, fyStartYear: number) => ({ pk: `ORG#${orgId}`, skPrefix: `PAIDIN#${fyStartYear}#` }),
  /** The gsi1 partition of an organisation's documents by date (reports and returns read date ranges of it). */
  documentsByDate: (orgId: string) => ({ gsi1pk: `DOCS#${orgId}` }),
  documentByDate: (orgId: string, date: string, kind: string, paddedSeq: string) => ({
    gsi1pk: `DOCS#${orgId}`,
    gsi1sk: `${date}#${kind}#${paddedSeq}`,
  }),
  /**
   * Written before a journal's or the opening entry's write whose postings are not in yet; removed
   * after (a document is its own marker: owedWorkOfOrg). One per writer (the token): a writer
   * that loses a race must not remove the winner's marker.
   */
  syncMarker: (orgId: string, docId: string, token: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `SYNC#${docId}#${token}` }),
  syncMarkersOfOrg: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'SYNC#' }),
  /**
   * The documents of an organisation that owe derived work (stock, postings, a link), and the stock
   * counts that owe their reconcile: lsi1, whose sort key `owed` such an item carries from the
   * write that owes the work until it is done. The item is its own marker, so a save is one write
   * and the index entry lands with it.
   */
  owedWorkOfOrg: (orgId: string) => ({ pk: `ORG#${orgId}`, indexName: 'lsi1' as const }),
  /** A document made from another (quotation → invoice): one item per pair, under the source. */
  documentLink: (orgId: string, sourceId: string, targetId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `DOCLINK#${sourceId}#${targetId}` }),
  documentLinksFrom: (orgId: string, sourceId: string) => ({ pk: `ORG#${orgId}`, skPrefix: `DOCLINK#${sourceId}#` }),
  /** The links from every document of one kind's year: their ids share `<org>_<id code><year>` (documents.ts documentId). */
  documentLinksFromYear: (orgId: string, idCode: string, fyStartYear: number) => ({ pk: `ORG#${orgId}`, skPrefix: `DOCLINK#${orgId}_${idCode}${fyStartYear}` }),
  /**
   * What the notes against a document hold of it (store/note-holds.ts): paise credited net of
   * debits and quantities returned per item, moved by conditional updates so caps hold under races.
   */
  noteHold: (orgId: string, documentId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `NOTEHOLD#${documentId}` }),
  noteHoldsOfOrg: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'NOTEHOLD#' }),
  /** The terms and conditions a new document of a kind starts with ('save terms'). */
  savedTerms: (orgId: string, kind: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `TERMS#${kind}` }),
  /** The organisation's SMS credit: a counter taken from by conditional updates, never below zero. */
  smsCredit: (orgId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: 'SMSCREDIT' }),
  /** What the refunds in effect give back of a receipt voucher's advance (a counter, moved conditionally). */
  refunded: (orgId: string, receiptId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `REFUNDED#${receiptId}` }),
  /** What the local SMS adapter "sent" (the cloud sends through SNS and keeps none). */
  smsOutbox: (orgId: string, isoTime: string, id: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `SMSOUT#${isoTime}#${id}` }),
  smsOutboxOfOrg: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'SMSOUT#' }),
  /** A notice of the notifications page (store/notifications.ts); ids sort by creation time. */
  notification: (orgId: string, id: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `NOTIFY#${id}` }),
  notificationsOfOrg: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'NOTIFY#' }),
  /**
   * An expense (store/expenses.ts). Like a document, its number is its key: the financial year's
   * start year and the zero-padded sequence, so creating it is the conditional write that takes
   * the number, and the next number is the last key of the year plus one. A deleted expense stays
   * as a tombstone so its number is never issued again.
   */
  expense: (orgId: string, fyStartYear: number, paddedSeq: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `EXPENSE#${fyStartYear}#${paddedSeq}` }),
  expensesOfYear: (orgId: string, fyStartYear: number) => ({ pk: `ORG#${orgId}`, skPrefix: `EXPENSE#${fyStartYear}#` }),
  expensesOfOrg: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'EXPENSE#' }),
  /**
   * An account of the organisation's own chart of accounts (store/chart-accounts.ts). The system
   * accounts every organisation has are constants of the product (shared/src/books) and are not
   * stored.
   */
  chartAccount: (orgId: string, accountId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `ACCOUNT#${accountId}` }),
  chartAccountsOfOrg: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'ACCOUNT#' }),
  /** One account per name within an organisation (case and spacing ignored): the claim names the account. */
  chartAccountName: (orgId: string, nameKey: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `ACCOUNTNAME#${nameKey}` }),
  /**
   * The ledger (store/ledger.ts). A posting set is what one version of a source (a document, a
   * journal transaction, the opening entry) puts in the books, written once with its lines and a
   * state (new → applied → reversing → reversed).
   */
  ledgerSet: (orgId: string, setId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `LEDGERSET#${setId}` }),
  /**
   * One line of the ledger: the organisation's lines by date (sk), an account's lines by date
   * (gsi1: the general ledger of one account is one Query of its range).
   */
  ledgerEntry: (orgId: string, date: string, setId: string, line: number): ItemKey => ({ pk: `ORG#${orgId}`, sk: `LEDGER#${date}#${setId}#${line}` }),
  ledgerEntryOfAccount: (orgId: string, accountId: string, date: string, setId: string, line: number) => ({
    gsi1pk: `LEDGERACC#${orgId}#${accountId}`,
    gsi1sk: `${date}#${setId}#${line}`,
  }),
  ledgerOfAccount: (orgId: string, accountId: string) => ({ gsi1pk: `LEDGERACC#${orgId}#${accountId}` }),
  /** Debits and credits of every account on one day, moved by ADD exactly once per posting set (reports fold these). */
  ledgerDay: (orgId: string, date: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `BOOKDAY#${date}` }),
  ledgerDaysOfOrg: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'BOOKDAY#' }),
  /**
   * The reports' fold ahead (store/report-days.ts): what one version of a document adds to the
   * document reports (its day, its figures per report group), written once with a state like a
   * posting set. The version is zero-padded so a document's sets list in version order.
   */
  reportSet: (orgId: string, setPrefix: string, docId: string, version: number): ItemKey => ({ pk: `ORG#${orgId}`, sk: `${setPrefix}#${docId}#v${String(version).padStart(6, '0')}` }),
  reportSetsOfDocument: (orgId: string, setPrefix: string, docId: string) => ({ pk: `ORG#${orgId}`, skPrefix: `${setPrefix}#${docId}#v` }),
  /** One report group's sums of one day (T totals and rates, C customers, I items, V vendors), moved by ADD exactly once per set. */
  reportDay: (orgId: string, group: string, date: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `REPORTDAY#${group}#${date}` }),
  reportDaysOfGroup: (orgId: string, group: string) => ({ pk: `ORG#${orgId}`, skPrefix: `REPORTDAY#${group}#` }),
  /**
   * A supplier's bill as recorded by a purchase of a kind in a financial year (its number as typed
   * apart from case and spaces): names the purchase, which alone says whether it still holds the
   * bill (documents/supplier-bills.ts).
   */
  /** An uploaded evidence file taken by an expense: one expense a file (services/evidence.ts). */
  evidenceClaim: (orgId: string, evidenceKey: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `EVIDENCE#${evidenceKey}` }),
  billClaim: (orgId: string, kind: string, fyStartYear: number, clientId: string, bill: string): ItemKey => ({
    pk: `ORG#${orgId}`,
    sk: `BILLCLAIM#${kind}#${fyStartYear}#${clientId}#${bill}`,
  }),
  /** Written once the purchases of a kind and year saved before bills were claimed have claimed theirs. */
  billClaimsBuilt: (orgId: string, kind: string, fyStartYear: number): ItemKey => ({ pk: `ORG#${orgId}`, sk: `BILLCLAIMS#${kind}#${fyStartYear}` }),
  /** Written once every document saved before a fold ahead existed has been counted in it (REPORTFOLD, OWEDFOLD). */
  reportFoldBuilt: (orgId: string, marker: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: marker }),
  /** Written once the expenses recorded before expenses posted to the books have been posted (services/expense-postings.ts). */
  expensesPosted: (orgId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: 'EXPENSESPOSTED' }),
  /** Written once the documents saved before the books' rules last changed are reposted (documents/document-reposting.ts). */
  booksReposted: (orgId: string, repost: number): ItemKey => ({ pk: `ORG#${orgId}`, sk: `BOOKSREPOST#${repost}` }),
  /** A journal transaction (store/books-entries.ts); the opening entry is the one `OPENING` item of the organisation. */
  journal: (orgId: string, journalId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `JOURNAL#${journalId}` }),
  journalsOfOrg: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'JOURNAL#' }),
  openingEntry: (orgId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: 'OPENING' }),
  /** The price a client last paid for an item (the add-item modal's hint). */
  previousPrice: (orgId: string, clientId: string, itemId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `PRICE#${clientId}#${itemId}` }),
  /** A sale of an item's serial numbers being saved, from its stock check to its write (documents/serial-holds.ts). */
  serialHold: (orgId: string, itemId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `SERIALHOLD#${itemId}` }),
  /** Which document a form's save key made (documents/save-keys.ts). */
  saveKey: (orgId: string, kind: string, saveKey: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `SAVEKEY#${kind}#${saveKey}` }),
} as const;
