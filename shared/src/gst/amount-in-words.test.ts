import fc from 'fast-check';
import { AMOUNT_IN_WORDS_MAX_PAISE, amountInWords } from './amount-in-words.js';

// A small words → paise parser, to check that words of n read back as n.
const UNITS: Record<string, number> = {
  One: 1, Two: 2, Three: 3, Four: 4, Five: 5, Six: 6, Seven: 7, Eight: 8, Nine: 9, Ten: 10,
  Eleven: 11, Twelve: 12, Thirteen: 13, Fourteen: 14, Fifteen: 15, Sixteen: 16, Seventeen: 17, Eighteen: 18, Nineteen: 19,
  Twenty: 20, Thirty: 30, Forty: 40, Fifty: 50, Sixty: 60, Seventy: 70, Eighty: 80, Ninety: 90, Zero: 0,
};
const SCALES: Record<string, number> = { Crore: 10_000_000, Lakh: 100_000, Thousand: 1000 };

function wordsToInteger(words: string[]): number {
  let total = 0;
  let current = 0;
  let lastScale = Infinity;
  for (const w of words) {
    if (w in UNITS) current += UNITS[w] ?? 0;
    else if (w === 'Hundred') current *= 100;
    else if (w in SCALES) {
      const scale = SCALES[w] ?? 0;
      if (scale >= lastScale) throw new Error(`scale ${w} out of order`);
      lastScale = scale;
      total += current * scale;
      current = 0;
    } else throw new Error(`unknown word ${w}`);
  }
  return total + current;
}

function wordsToPaise(text: string): number {
  const m = /^(.+) Rupees(?: And (.+) Paise)? Only$/.exec(text);
  if (!m) throw new Error(`not an amount in words: ${text}`);
  const rupees = wordsToInteger((m[1] ?? '').split(' '));
  const paise = m[2] ? wordsToInteger(m[2].split(' ')) : 0;
  return rupees * 100 + paise;
}

describe('amountInWords', () => {
  it('writes ₹12,34,56,789.45, the spec example, in crore, lakh, thousand and hundred', () => {
    expect(amountInWords(12_345_678_945)).toBe(
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Rupees And Forty Five Paise Only',
    );
  });

  it.each([
    [0, 'Zero Rupees Only'],
    [50, 'Zero Rupees And Fifty Paise Only'],
    [1, 'Zero Rupees And One Paise Only'],
    [100, 'One Rupees Only'],
    [1100, 'Eleven Rupees Only'],
    [2000, 'Twenty Rupees Only'],
    [10_100, 'One Hundred One Rupees Only'],
    [100_000, 'One Thousand Rupees Only'],
    [10_000_000, 'One Lakh Rupees Only'],
    [1_000_000_000, 'One Crore Rupees Only'],
    [1_000_000_100, 'One Crore One Rupees Only'],
    [26_750, 'Two Hundred Sixty Seven Rupees And Fifty Paise Only'],
    [268, 'Two Rupees And Sixty Eight Paise Only'], // 2.675 rupees is not paise; 268 paise is ₹2.68
    [99_999_999_999, 'Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Rupees And Ninety Nine Paise Only'],
  ])('writes %i paise as "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it.each([
    [AMOUNT_IN_WORDS_MAX_PAISE + 1],
    [100_000_000_000],
    [-1],
    [1.5],
    [Number.NaN],
  ])('answers NUMBER OUT OF RANGE! for %p', (paise) => {
    expect(amountInWords(paise)).toBe('NUMBER OUT OF RANGE!');
  });

  it('reads back as the same number of paise for every amount in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: AMOUNT_IN_WORDS_MAX_PAISE }), (paise) => {
        expect(wordsToPaise(amountInWords(paise))).toBe(paise);
      }),
      { numRuns: 2000 },
    );
  });

  it('has a parser that really reads the words (checked on the spec example)', () => {
    expect(wordsToPaise('Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Rupees And Forty Five Paise Only')).toBe(
      12_345_678_945,
    );
  });
});
