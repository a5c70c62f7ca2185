// Indian phone numbers as people write them, checked and stored in one form.
//
// Accepted (spaces, '-' or '.' between digit groups; the STD code may be in brackets):
// - Mobiles: 10 digits starting 6-9, optionally after +91, 91 or 0: '98450 12345',
//   '+91 98450 12345', '+919845012345', '09845012345', '987-654-3210'.
// - Landlines: 0, a 2-4 digit STD code, a 6-8 digit number, 11 digits in all: '022-22014455',
//   '02522-123456', '(080) 2233 4455'; also with +91 / 91 instead of the 0 ('+91 22 2201 4455'),
//   or as 10 digits without the 0 ('2222014455').
// - Anything else matching the spec's pattern (10 digits, optionally grouped 3-3-4 with separators
//   or brackets, part 1 §5), e.g. '012-345-6789', kept as its 10 digits grouped 3-3-4.
//
// Stored (and shown) as:
// - mobile   '+91 98450 12345': the country code makes it unmistakably a mobile, and 5-5 is how
//   Indians read a mobile number aloud;
// - landline '022-22014455': trunk 0, STD code, hyphen, number, as printed on letterheads. The STD
//   code is where the writer put the first break after it; written without breaks, the eight
//   two-digit metro codes are recognised and any other number is kept as its 11 digits
//   ('02522123456'), since a 3- or 4-digit STD code cannot be told from the digits alone.
// A mobile written with a 0 and a 3-5 digit first group ('080-22334455') is read as a landline:
// that is how landlines are written, and 6-9 also begins STD codes (80 Bengaluru, 79 Ahmedabad).

/**
 * The spec's pattern (part 1 §5): 10 digits, optionally grouped 3-3-4 with separators (space, '-'
 * or '.') or with the first group in brackets: 9876543210, 987-654-3210, (987) 654-3210.
 */
export const PHONE_PATTERN = /^(?:\(\d{3}\)\s?|\d{3}[-.\s]?)\d{3}[-.\s]?\d{4}$/;

/** India's two-digit STD codes: Delhi, Pune, Mumbai, Kolkata, Hyderabad, Chennai, Ahmedabad, Bengaluru. */
const METRO_STD_CODES = new Set(['11', '20', '22', '33', '40', '44', '79', '80']);

// An optional country code, then digit groups with one separator between each (brackets around
// the first group are made a plain group first). Separators and digits never overlap, so the
// match is linear.
const WRITTEN_PHONE = /^(\+\s*91[\s.-]*)?(\d+)((?:(?:\s+|\s*[-.]\s*)\d+)*)$/;
const BRACKETED_FIRST_GROUP = /^(\+\s*91[\s.-]*)?\((\d+)\)\s*-?\s*/;

const MAX_PHONE_TEXT = 30;

/**
 * The stored form of a written phone number, or null when it is not one. Blank is not handled
 * here (callers decide whether a phone is optional).
 */
export function normalisePhone(text: string): string | null {
  const written = text.trim();
  if (written.length > MAX_PHONE_TEXT) return null;
  const match = WRITTEN_PHONE.exec(written.replace(BRACKETED_FIRST_GROUP, '$1$2 '));
  if (!match) return null;
  const [, plus91, first = '', restText = ''] = match;
  const groups = [first, ...restText.split(/[^\d]+/).filter((group) => group !== '')];
  let digits = groups.join('');
  let prefix: 'plus91' | '91' | '0' | '' = plus91 ? 'plus91' : '';
  if (!plus91 && digits.length === 12 && digits.startsWith('91')) prefix = '91';
  else if (!plus91 && digits.length === 11 && digits.startsWith('0')) prefix = '0';
  if (prefix === '91' || prefix === '0') {
    digits = digits.slice(prefix.length);
    // The prefix may have been a group of its own ('91 98450 12345', '0 98450 12345').
    if (groups[0] === prefix) groups.shift();
    else groups[0] = (groups[0] ?? '').slice(prefix.length);
  }
  if (digits.length !== 10) return null;

  // The first group's length as an STD code, when the writer set one apart.
  const stdLength = groups.length > 1 && (groups[0] ?? '').length >= 2 && (groups[0] ?? '').length <= 4 ? (groups[0] ?? '').length : 0;
  const landlineByGrouping = prefix === '0' && stdLength > 0;
  if (/^[6-9]/.test(digits) && !landlineByGrouping) return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
  if (prefix === '' && !/^[1-9]/.test(digits)) {
    // 10 digits starting 0: no Indian number, but the spec's pattern allows it.
    return PHONE_PATTERN.test(written) ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : null;
  }
  if (digits.startsWith('0')) return null;
  // Without a prefix, 3-3-4 grouping is the spec's pattern, not an STD code.
  const std = prefix !== '' && stdLength > 0 ? stdLength : METRO_STD_CODES.has(digits.slice(0, 2)) ? 2 : 0;
  return std > 0 ? `0${digits.slice(0, std)}-${digits.slice(std)}` : `0${digits}`;
}
