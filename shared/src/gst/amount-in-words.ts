// Amount in words, Indian system (crore, lakh, thousand, hundred), as printed on invoices.
//
// Rules (spec part 1 §9 "Amount in words"):
// - input is integer paise, so 2.675 rupees can never turn into 2.67 through a float;
// - range 0 to 999,999,999 rupees and 99 paise (99,999,999,999 paise); anything else (negative,
//   larger) gives 'NUMBER OUT OF RANGE!' (spec part 1 §8 error catalogue);
// - words are Title Case, separated by single spaces, no "and" inside the rupee figure;
// - '<rupees> Rupees Only' when the paise are zero, '<rupees> Rupees And <paise> Paise Only'
//   otherwise. "Rupees" and "Paise" are always plural (the printed template is fixed: 'One Rupees
//   Only', 'One Paise'), as the legacy invoices print them;
// - zero: 'Zero Rupees Only'; only paise: 'Zero Rupees And Fifty Paise Only'.

export const AMOUNT_IN_WORDS_MAX_PAISE = 99_999_999_999; // ₹99,99,99,999.99
export const NUMBER_OUT_OF_RANGE = 'NUMBER OUT OF RANGE!';

const ONES = [
  '', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

/** 1..99 in words ('' for 0). */
function twoDigits(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  const tens = TENS[(n - ones) / 10] ?? '';
  return ones === 0 ? tens : `${tens} ${ONES[ones] ?? ''}`;
}

/** 1..999,999,999 in words, Indian grouping ('' for 0). */
export function integerInIndianWords(n: number): string {
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  const hundred = Math.floor(n / 100) % 10;
  const rest = n % 100;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${twoDigits(crore)} Crore`);
  if (lakh > 0) parts.push(`${twoDigits(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${twoDigits(thousand)} Thousand`);
  if (hundred > 0) parts.push(`${ONES[hundred] ?? ''} Hundred`);
  if (rest > 0) parts.push(twoDigits(rest));
  return parts.join(' ');
}

export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0 || paise > AMOUNT_IN_WORDS_MAX_PAISE) return NUMBER_OUT_OF_RANGE;
  const rupees = Math.floor(paise / 100);
  const fraction = paise % 100;
  const rupeeWords = rupees === 0 ? 'Zero' : integerInIndianWords(rupees);
  return fraction === 0
    ? `${rupeeWords} Rupees Only`
    : `${rupeeWords} Rupees And ${twoDigits(fraction)} Paise Only`;
}
