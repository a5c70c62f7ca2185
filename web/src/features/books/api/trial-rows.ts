// The trial balance's rows as the screen and its exports show them: the accounts, then what income
// and expenses left before the period as one line on the side it falls (none when nothing is
// left), then the totals.
import { paiseToRupees, rupeesToPaise } from '@bahi/shared';

export type TrialRow = { name: string; type: string; debit: string; credit: string };

function earlierPeriodsRow(earlierProfit: string): TrialRow[] {
  const paise = rupeesToPaise(earlierProfit);
  if (paise === 0) return [];
  return paise > 0
    ? [{ name: 'Profit of earlier periods', type: 'EQUITY', debit: '0.00', credit: earlierProfit }]
    : [{ name: 'Loss of earlier periods', type: 'EQUITY', debit: paiseToRupees(-paise), credit: '0.00' }];
}

interface TrialBalance {
  rows: readonly { account: { name: string; type: string }; debit: string; credit: string }[];
  earlierProfit: string;
  debit: string;
  credit: string;
}

export function trialRows(trial: TrialBalance): TrialRow[] {
  return [
    ...trial.rows.map((row) => ({ name: row.account.name, type: row.account.type, debit: row.debit, credit: row.credit })),
    ...earlierPeriodsRow(trial.earlierProfit),
    { name: 'Total', type: '', debit: trial.debit, credit: trial.credit },
  ];
}
