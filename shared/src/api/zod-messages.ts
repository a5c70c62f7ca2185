// What a request field without a message of its own is told when it is missing, of the wrong type
// or out of bounds. Every rule the spec words carries its own message in the schemas; this covers
// the rest in the product's words, naming the field, instead of zod's ("Invalid input: expected
// array, received undefined", walk 33C L4). Installed once, when the shared package loads, so the
// server and the web forms speak alike. An issue it does not word keeps zod's message.
import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

/** The field as a request names it: 'items[0].qty'; the whole body when the path is empty. */
export function fieldOfPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'The request';
  const named = path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('');
  return `"${named}"`;
}

/** What the input was, in the words of TYPE_WORDS. */
function typeOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'a list';
  return TYPE_WORDS[typeof input] ?? typeof input;
}

export function productMessage(issue: $ZodRawIssue): string | undefined {
  const field = fieldOfPath(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is required.`;
      // A coerced field reads what it could not take as NaN, a "number" (walk 37 L1: 'must be a number, not a number').
      if (Number.isNaN(issue.input)) return `${field} must be ${TYPE_WORDS[issue.expected] ?? issue.expected}.`;
      return `${field} must be ${TYPE_WORDS[issue.expected] ?? issue.expected}, not ${typeOf(issue.input)}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} can have at most ${String(issue.maximum)} characters.`;
      if (issue.origin === 'array') return `${field} can have at most ${String(issue.maximum)} entries.`;
      return undefined;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? `${field} cannot be empty.` : `${field} needs at least ${String(issue.minimum)} characters.`;
      if (issue.origin === 'array') return `${field} needs at least ${String(issue.minimum)} ${Number(issue.minimum) === 1 ? 'entry' : 'entries'}.`;
      return undefined;
    case 'invalid_union':
      // A field that takes a few kinds of value (text or a number, say) given another (walk 37 L2: a list for a price read 'Invalid input').
      // Worded only when the value is of a type no option takes; one that failed an option's own rule keeps zod's words.
      if (issue.input === undefined) return `${field} is required.`;
      return 'errors' in issue && issue.errors.every((option) => option.some((each) => each.code === 'invalid_type' && each.path.length === 0))
        ? `${field} cannot be ${typeOf(issue.input)}.`
        : undefined;
    case 'invalid_value':
      if (issue.input === undefined) return `${field} is required.`;
      return `${field} must be one of ${issue.values.map((value: unknown) => JSON.stringify(value)).join(', ')}.`;
    default:
      return undefined;
  }
}

z.config({ customError: productMessage });
