import { z } from 'zod';
import { fieldOfPath } from './zod-messages.js';

const request = z.object({
  orgid: z.string().min(1),
  lines: z.array(z.object({ qty: z.number(), note: z.string().max(5) })).min(1),
  answer: z.boolean(),
  kind: z.enum(['cash', 'bank']),
});
const messagesOf = (body: unknown) => request.safeParse(body).error?.issues.map((issue) => issue.message);

describe("a field without a message of its own is told in the product's words (walk 33C L4)", () => {
  it('names a missing field, a wrong type, and a value out of bounds', () => {
    expect(messagesOf({ orgid: '' })).toEqual(['"orgid" cannot be empty.', '"lines" is required.', '"answer" is required.', '"kind" is required.']);
    expect(messagesOf({ orgid: 'o1', lines: [{ qty: '2', note: 'too long' }], answer: 'yes', kind: 'upi' })).toEqual([
      '"lines[0].qty" must be a number, not text.',
      '"lines[0].note" can have at most 5 characters.',
      '"answer" must be true or false, not text.',
      '"kind" must be one of "cash", "bank".',
    ]);
    expect(messagesOf({ orgid: 'o1', lines: [], answer: true, kind: 'cash' })).toEqual(['"lines" needs at least 1 entry.']);
    expect(messagesOf([])).toEqual(['The request must be an object, not a list.']);
  });

  it('says a coerced field that reads as no number must be one (walk 37 L1: "must be a number, not a number")', () => {
    const version = z.object({ version: z.coerce.number() });
    expect(version.safeParse({ version: 'abc' }).error?.issues.map((issue) => issue.message)).toEqual(['"version" must be a number.']);
  });

  it('says what a field of a few kinds of value cannot be (walk 37 L2: "Invalid input")', () => {
    const price = z.object({ unit_price: z.union([z.string(), z.number()]) });
    expect([[100], {}].map((value) => price.safeParse({ unit_price: value }).error?.issues[0]?.message)).toEqual(['"unit_price" cannot be a list.', '"unit_price" cannot be an object.']);
    // Of a type an option takes, but against its rule: not worded as the wrong type.
    const code = z.object({ code: z.union([z.string().regex(/^\d+$/), z.number()]) });
    expect(code.safeParse({ code: 'abc' }).error?.issues[0]?.message).not.toBe('"code" cannot be text.');
  });

  it('keeps the messages the schemas give', () => {
    expect(z.string().min(1, 'Company Name is required').safeParse('').error?.issues[0]?.message).toBe('Company Name is required');
  });

  it('writes a path as a request names it', () => {
    expect([fieldOfPath([]), fieldOfPath(['items', 2, 'qty'])]).toEqual(['The request', '"items[2].qty"']);
  });
});
