// Messages of the journal and the starting balances: the spec's verbatim (part 2 §5 "Journal",
// §8 "Journal", "Starting balances") and ours for the rules the spec leaves unworded. Tests compare
// them exactly.

export const JOURNAL_MESSAGES = {
  added: 'Journal Transaction added Successfully',
  /** The spec shows the same toast after an update. */
  updated: 'Journal Transaction added Successfully',
  deleted: 'Journal Transaction deleted Successfully',
  totalsNotZero: 'Totals must be zero',
} as const;

export const STARTING_BALANCE_MESSAGES = {
  added: 'Starting Balances added Successfully',
  updated: 'Starting Balances updated Successfully',
} as const;

export const BOOKS_APP_MESSAGES = {
  dateRequired: 'Please enter the transaction date.',
  wholeRupees: 'Journal amounts are whole rupees above zero.',
  amountInvalid: 'Please enter the amount in rupees, with at most 2 decimals.',
  accountRequired: 'Please choose the account.',
  debitOrCredit: 'A line is either a debit or a credit, not both.',
  twoLines: 'Please add at least two lines with an account and an amount.',
  oneLine: 'Please add at least one account with its balance.',
  unknownAccount: 'This account does not exist (it may have been deleted).',
  journalNotFound: 'This journal transaction does not exist (it may have been deleted).',
  versionConflict: 'Someone else changed this entry since you opened it. Reload it and try again.',
  openingExists: 'Starting balances are already added: update them instead.',
  openingMissing: 'There are no starting balances to update yet: add them first.',
  datesOrder: 'The start date must not be after the end date.',
  dateInvalid: 'Please enter real dates, as YYYY-MM-DD.',
  partyNotFound: 'This party has no account in this ledger: choose one from the list.',
  /** A journal or starting-balance line naming a party where its account keeps none (walk 40 M2). */
  partyOnPartyAccount: 'Only a line of Sundry debtors, Sundry creditors, an advances account or Bank accounts names a customer, supplier or bank account.',
  partyUnknown: 'Choose from the list: a line of Sundry debtors, Sundry creditors or an advances account names one of the organisation’s customers or suppliers, a line of Bank accounts one of its bank accounts.',
  /** A client named on lines of the starting balances or journals (walk 40 M2): {entries} names them. */
  clientInEntries: 'This client is in {entries} and cannot be deleted while they name it.',
} as const;

/** The spec's report defaults (part 2 §9): reports from 1 April 2017, the general ledger 1 to 14 July 2017. */
export const REPORT_DEFAULT_START = '2017-04-01';
export const GENERAL_LEDGER_DEFAULT_RANGE = { start: '2017-07-01', end: '2017-07-14' } as const;
