import { typedText } from './typed-text.js';

describe('typedText', () => {
  it('trims, and keeps letters of any script, tabs and line breaks', () => {
    expect(typedText('  Bill 12/A\tमुंबई\n2nd line  ')).toBe('Bill 12/A\tमुंबई\n2nd line');
    expect(typedText('😀 ok')).toBe('😀 ok');
    expect([typedText(undefined), typedText(null), typedText(42)]).toEqual(['', '', '42']);
  });

  it('drops control characters, bidirectional overrides and lone surrogate halves (walk 23 F7)', () => {
    expect(typedText('a\u0000b\u0007c\u007fd\u0085e')).toBe('abcde');
    expect(typedText('total \u202E00.001\u202C ok \u2066x\u2069')).toBe('total 00.001 ok x');
    expect(typedText('half \uD83D here \uDE00')).toBe('half  here');
  });
});
