// What the GST returns routes and screen say (ours: the spec words none of these).
export const RETURN_MESSAGES = {
  chooseForm: 'Please choose GSTR1 or GSTR3B',
  chooseMonth: 'Please choose a month from July 2017 up to the current month',
  generated: 'Your return is ready to download',
  generatedWithProblems: 'Your return is ready to download. Fix the problems listed before you upload it.',
  noProblems: 'No problems found in this month',
  /** Section 10 CGST Act, Rule 62: the portal takes neither form from a composition taxpayer. */
  compositionDealer:
    'This organisation is a composition dealer (Settings → Organisation details: Scheme): it files CMP-08 each quarter and GSTR-4 each year, not GSTR-1 or GSTR-3B, and the portal refuses these files from it. Its bills of supply in them are shown as exempt supplies.',
} as const;
