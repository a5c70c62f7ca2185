// The number field reads the sequence from the digits or from the number as printed (walk 27 L3).
import { prefixOfNumber } from '@bahi/shared';
import { typedSequence } from './typed-number';

describe('the sequence of a typed number', () => {
  it.each([
    ['2', 'INV', '2'],
    [' 12 ', 'INV', '12'],
    ['INV2', 'INV', '2'],
    ['inv2', 'INV', '2'],
    ['INV20262', 'INV2026', '2'],
    ['CN-2026-7', 'CN-2026-', '7'],
    // Digits stay the sequence under a prefix of digits.
    ['20262', '2026', '20262'],
  ])('%s under the prefix %s is %s', (typed, prefix, sequence) => {
    expect(typedSequence(typed, prefix)).toBe(sequence);
  });

  it.each([
    ['INV', 'INV'],
    ['INV-2', 'INV'],
    ['BOS2', 'INV'],
    ['INV20252', 'INV2026'],
    ['1234567890', 'INV'],
    ['2.5', 'INV'],
  ])('%s under the prefix %s names none', (typed, prefix) => {
    expect(typedSequence(typed, prefix)).toBeNull();
  });
});

describe('the prefix of a formatted number', () => {
  it('is the number without its sequence', () => {
    expect(prefixOfNumber('INV20264', 4)).toBe('INV2026');
    expect(prefixOfNumber('CN-2025-12', 12)).toBe('CN-2025-');
  });
});
