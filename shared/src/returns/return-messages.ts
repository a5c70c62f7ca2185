// What the GST returns routes and screen say (ours: the spec words none of these).
export const RETURN_MESSAGES = {
  chooseForm: 'Please choose GSTR1 or GSTR3B',
  chooseMonth: 'Please choose a month from July 2017 up to the current month',
  generated: 'Your return is ready to download',
  generatedWithProblems: 'Your return is ready to download. Fix the problems listed before you upload it.',
  noProblems: 'No problems found in this month',
} as const;
