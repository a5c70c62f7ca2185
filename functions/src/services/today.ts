// Today as the organisation's users live it: the calendar date in India (IST), from the ports'
// clock (tests set it), whatever the server's own time zone.
import { APP_MESSAGES, fillMessage, formatCalendarDate, formatDisplayDate, toCalendarDate } from '@bahi/shared';
import { invalid } from '../errors/app-error.js';
import type { Ports } from '../ports/index.js';

export const todayOf = (ports: Pick<Ports, 'now'>): string => formatCalendarDate(toCalendarDate(ports.now()));

/**
 * Refuses a date after today: a document is issued, money paid and an entry made on the day it is
 * dated, so a later one is a mistyped year (walk 37 M7: 2099 was taken; walk 40 M4: an invoice of
 * next February). `code` names the refusal (`<area>.dateAfterToday`), `field` the field to mark.
 */
export function refuseDateAfterToday(ports: Pick<Ports, 'now'>, date: string, code: string, field: string): void {
  const today = todayOf(ports);
  if (date <= today) return;
  const message = fillMessage(APP_MESSAGES.dateAfterToday, { today: formatDisplayDate(today) });
  throw invalid(code, message, [{ field, message }]);
}
