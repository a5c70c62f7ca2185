// The hash route of the chart of accounts (the side navigation's entry under Books).
export const CHART_OF_ACCOUNTS_ROUTE = '/chart-of-accounts';
