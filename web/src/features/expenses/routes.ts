// The hash route of the expenses screen (the side navigation's entry).
export const EXPENSES_ROUTE = '/expenses';
