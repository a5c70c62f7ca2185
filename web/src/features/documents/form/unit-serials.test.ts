// The rows a purchase line offers for its units' serial numbers or details, and what it sends; the
// serials a sale's line may pick.
import { pickableSerials, serialsToSend, unitCount, unitRows } from './unit-serials';

describe("a bought line's unit rows", () => {
  it.each([
    ['3', 3],
    ['1,000', 1000],
    ['2.5', 0],
    ['0', 0],
    ['1001', 0],
    ['two', 0],
  ])('a quantity of %s asks for %i rows', (qty, rows) => {
    expect(unitCount(qty)).toBe(rows);
  });

  it('keeps what was typed when the quantity changes, and sends none when every row is blank', () => {
    expect(unitRows(['SN-1', 'SN-2', 'SN-3'], 2)).toEqual(['SN-1', 'SN-2']);
    expect(unitRows(['SN-1'], 3)).toEqual(['SN-1', '', '']);
    expect(serialsToSend(['', ' '])).toEqual([]);
    // Kept as typed: the schema refuses it with 'Please enter all details' (form-state.test.ts).
    expect(serialsToSend(['SN-1', ''])).toEqual(['SN-1', '']);
  });
});

describe("a sale line's serials to pick", () => {
  it('offers those in stock, then those the edited line holds that a saved sale took out of stock, each once', () => {
    expect(pickableSerials(['SN-2', 'SN-3'], [])).toEqual(['SN-2', 'SN-3']);
    expect(pickableSerials(['SN-2', 'SN-3'], ['SN-1', 'SN-2'])).toEqual(['SN-2', 'SN-3', 'SN-1']);
  });
});
