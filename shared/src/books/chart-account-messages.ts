// Messages of the chart of accounts: the spec's toasts verbatim (part 2 §8 "Chart accounts") and
// ours for the rules the spec leaves unworded, phrased the way the spec phrases its own. Tests
// compare them exactly.
import { MESSAGES } from '../api/messages.js';

export const MAX_ACCOUNT_NAME_LENGTH = 100;

export const CHART_ACCOUNT_MESSAGES = {
  added: 'Added Successfully',
  updated: MESSAGES.updated,
  deleted: 'Deleted Successfully',
} as const;

export const CHART_ACCOUNT_APP_MESSAGES = {
  nameRequired: 'Please enter the account name.',
  nameTooLong: `An account name can have at most ${MAX_ACCOUNT_NAME_LENGTH} characters.`,
  typeRequired: 'Please choose the account type: Asset, Liability, Equity, Income or Expense.',
  assetTypeRequired: 'Please choose the asset type: current or fixed.',
  assetTypeOnlyForAssets: 'Only an asset account has an asset type.',
  nameTaken: 'An account with this name already exists.',
  systemAccountNotEditable: 'A system account cannot be edited: documents post to it.',
  systemAccountNotDeletable: 'A system account cannot be deleted: documents post to it.',
  accountHasPostings: 'This account has entries in the books and cannot be deleted.',
  accountNotFound: 'This account does not exist (it may have been deleted).',
} as const;
