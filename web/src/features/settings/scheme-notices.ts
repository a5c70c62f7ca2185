/**
 * What a change of scheme means, said before it is saved (walk 33E E3: it could be switched
 * mid-year without a word). The change takes effect from the save: each document keeps the scheme
 * it was issued or bought in, in its returns and its print.
 */
export const SCHEME_CHANGE_NOTICES = {
  composite:
    'The composition scheme starts with a financial year: a regular taxpayer opts in by filing CMP-02 before the year begins (Rule 3(3) CGST Rules). From this save on, sales are bills of supply and purchases take no input tax credit; documents already issued keep the scheme they were issued in.',
  regular:
    'Leaving the composition scheme is intimated in CMP-04 (Rule 6 CGST Rules). From this save on, sales may be tax invoices and purchases take input tax credit; what was sold or bought in the scheme stays in it (its CMP-08).',
} as const;
