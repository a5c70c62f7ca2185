// The trial balance's rows as the screen and its exports show them: first what income and expenses
// left before the period, as one line on the side it falls (none when nothing is left; first, so
// the first page shows it), then the accounts; and the totals, under every page.
import { earlierPeriodsName, paiseToRupees, rupeesToPaise } from '@bahi/shared';

export type TrialRow = { name: string; type: string; debit: string; credit: string };

interface TrialBalance {
  rows: readonly { account: { name: string; type: string }; debit: string; credit: string }[];
  earlierProfit: string;
  debit: string;
  credit: string;
}

function earlierPeriodsRow(earlierProfit: string): TrialRow[] {
  const paise = rupeesToPaise(earlierProfit);
  if (paise === 0) return [];
  const name = earlierPeriodsName(paise);
  return paise > 0 ? [{ name, type: 'EQUITY', debit: '0.00', credit: earlierProfit }] : [{ name, type: 'EQUITY', debit: paiseToRupees(-paise), credit: '0.00' }];
}

export function trialRows(trial: TrialBalance): { rows: TrialRow[]; totals: TrialRow } {
  return {
    rows: [...earlierPeriodsRow(trial.earlierProfit), ...trial.rows.map((row) => ({ name: row.account.name, type: row.account.type, debit: row.debit, credit: row.credit }))],
    totals: { name: 'Total', type: '', debit: trial.debit, credit: trial.credit },
  };
}
