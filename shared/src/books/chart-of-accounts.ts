// The accounts every organisation's books start with (spec part 2 §3 "Chart account": issystem 1).
// Postings (postings.ts) name them by code; an organisation adds its own beside them. A system
// account is never edited or deleted: documents post to it.

export type AccountType = 'ASSET' | 'LIABILITY' | 'EQUITY' | 'INCOME' | 'EXPENSE';

/** An account type as a reader writes it (the wire keeps the spec's ASSET, LIABILITY, ...). */
export const ACCOUNT_TYPE_NAMES: Readonly<Record<AccountType, string>> = { ASSET: 'Asset', LIABILITY: 'Liability', EQUITY: 'Equity', INCOME: 'Income', EXPENSE: 'Expense' };

/** The reader's word for a type given as the wire's text ('' and unknown text as they are). */
export const accountTypeName = (type: string): string => (Object.hasOwn(ACCOUNT_TYPE_NAMES, type) ? ACCOUNT_TYPE_NAMES[type as AccountType] : type);

/** Which side increases the account's balance: assets and expenses grow with debits. */
export const DEBIT_NATURE: Readonly<Record<AccountType, boolean>> = { ASSET: true, EXPENSE: true, LIABILITY: false, EQUITY: false, INCOME: false };

export interface SystemAccount {
  readonly name: string;
  readonly type: AccountType;
  /** The spec's sub_head: CASH and BANK mark the accounts money is paid from and into. */
  readonly subHead?: 'CASH' | 'BANK';
  /** Asked for ASSET accounts only (the add/edit modal shows it only then). */
  readonly assetType?: 'CURRENT' | 'FIXED';
}

export const SYSTEM_ACCOUNTS = {
  cash: { name: 'Cash in hand', type: 'ASSET', subHead: 'CASH', assetType: 'CURRENT' },
  bank: { name: 'Bank accounts', type: 'ASSET', subHead: 'BANK', assetType: 'CURRENT' },
  debtors: { name: 'Sundry debtors', type: 'ASSET', assetType: 'CURRENT' },
  stock: { name: 'Stock in hand', type: 'ASSET', assetType: 'CURRENT' },
  inputCgst: { name: 'Input CGST', type: 'ASSET', assetType: 'CURRENT' },
  inputSgst: { name: 'Input SGST', type: 'ASSET', assetType: 'CURRENT' },
  inputIgst: { name: 'Input IGST', type: 'ASSET', assetType: 'CURRENT' },
  inputCess: { name: 'Input cess', type: 'ASSET', assetType: 'CURRENT' },
  supplierAdvances: { name: 'Advances to suppliers', type: 'ASSET', assetType: 'CURRENT' },
  /** Tax paid on an advance refunded in a later month, until the refund application (RFD-01) pays it back. */
  gstRefundReceivable: { name: 'GST refund receivable', type: 'ASSET', assetType: 'CURRENT' },
  creditors: { name: 'Sundry creditors', type: 'LIABILITY' },
  customerAdvances: { name: 'Advances from customers', type: 'LIABILITY' },
  outputCgst: { name: 'Output CGST', type: 'LIABILITY' },
  outputSgst: { name: 'Output SGST', type: 'LIABILITY' },
  outputIgst: { name: 'Output IGST', type: 'LIABILITY' },
  outputCess: { name: 'Output cess', type: 'LIABILITY' },
  reverseChargeCgst: { name: 'CGST payable under reverse charge', type: 'LIABILITY' },
  reverseChargeSgst: { name: 'SGST payable under reverse charge', type: 'LIABILITY' },
  reverseChargeIgst: { name: 'IGST payable under reverse charge', type: 'LIABILITY' },
  reverseChargeCess: { name: 'Cess payable under reverse charge', type: 'LIABILITY' },
  capital: { name: 'Capital', type: 'EQUITY' },
  openingBalanceEquity: { name: 'Opening balance equity', type: 'EQUITY' },
  sales: { name: 'Sales', type: 'INCOME' },
  chargesRecovered: { name: 'Freight, packing and insurance recovered', type: 'INCOME' },
  discountReceived: { name: 'Discount received', type: 'INCOME' },
  purchases: { name: 'Purchases', type: 'EXPENSE' },
  chargesPaid: { name: 'Freight, packing and insurance paid', type: 'EXPENSE' },
  discountAllowed: { name: 'Discount allowed', type: 'EXPENSE' },
  expenses: { name: 'General expenses', type: 'EXPENSE' },
  roundOff: { name: 'Round off', type: 'EXPENSE' },
} as const satisfies Record<string, SystemAccount>;

export type SystemAccountCode = keyof typeof SYSTEM_ACCOUNTS;
