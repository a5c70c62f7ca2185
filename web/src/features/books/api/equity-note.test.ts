import { equityNote } from './equity-note';

describe('what opening balance equity takes, said before the save', () => {
  it('names the difference and the side equity takes it on, and nothing when the lines balance', () => {
    expect(equityNote(5_000_050)).toBe('₹50,000.50 more in debits: opening balance equity takes it as a credit.');
    expect(equityNote(-100)).toBe('₹1.00 more in credits: opening balance equity takes it as a debit.');
    expect(equityNote(0)).toBeNull();
  });
});
