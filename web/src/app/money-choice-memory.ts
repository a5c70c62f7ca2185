// The cash-or-bank choice a payment (and an expense, money paid) starts on: the one this browser
// last recorded for the organisation in that direction (a business that banks its customers' receipts banks most of
// them, and walk 26's bank receipts went in as cash until Bank was clicked), else cash. The spec
// sets no default. A remembered bank account since removed gives way to the only one, if one.
import type { OrgBankAccount } from '@bahi/shared';
import { onlyBankId } from './only-bank';

export interface MoneyChoice {
  method: 'CASH' | 'BANK';
  account: string;
}

/**
 * Money received (a sale's payment) or paid (a purchase's). Consumers' payments (B2C) are
 * remembered apart from business customers': a shop's walk-in sales are paid in cash while its
 * business customers pay into the bank (walk 39 L17: a cash sale went to the bank, as the B2B
 * receipt before it had).
 */
export type MoneyDirection = 'received' | 'received from consumers' | 'paid';

const storageKey = (orgId: string, direction: MoneyDirection) => `bahi.money.${orgId}.${direction}`;

function stored(orgId: string, direction: MoneyDirection): Partial<MoneyChoice> {
  try {
    const value = JSON.parse(window.localStorage.getItem(storageKey(orgId, direction)) ?? 'null') as unknown;
    return value !== null && typeof value === 'object' ? (value as Partial<MoneyChoice>) : {};
  } catch {
    return {};
  }
}

export function rememberedMoneyChoice(orgId: string, direction: MoneyDirection, banks: readonly OrgBankAccount[]): MoneyChoice {
  const last = stored(orgId, direction);
  if (last.method === 'BANK' && banks.length > 0) {
    return { method: 'BANK', account: banks.some((bank) => bank.id === last.account) ? (last.account as string) : onlyBankId(banks) };
  }
  return { method: 'CASH', account: onlyBankId(banks) };
}

export function rememberMoneyChoice(orgId: string, direction: MoneyDirection, choice: MoneyChoice): void {
  try {
    window.localStorage.setItem(storageKey(orgId, direction), JSON.stringify(choice));
  } catch {
    // A browser without storage (private mode, full) starts on cash next time: nothing is lost.
  }
}
