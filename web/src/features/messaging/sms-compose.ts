// The client SMS screen's rules before anything is sent (spec part 2 §5 SMS), with the messages
// the server answers too: at least one client, recipients below the credit, at most 150 characters.
import { MAX_SMS_TEXT, SMS_MESSAGES } from '@bahi/shared';

/** Why the compose window may not open for this selection, or null. */
export function selectionProblem(selected: number, credit: number): string | null {
  if (selected === 0) return SMS_MESSAGES.selectClient;
  if (selected >= credit) return SMS_MESSAGES.countShort;
  return null;
}

/** What the counter under the message says. */
export function characterCount(message: string): string {
  return `${message.trim().length} / ${MAX_SMS_TEXT} characters`;
}

/** Why the typed message may not be sent, or null (the server trims it as well). */
export function messageProblem(message: string): string | null {
  const text = message.trim();
  if (text === '') return SMS_MESSAGES.typeMessage;
  if (text.length > MAX_SMS_TEXT) return SMS_MESSAGES.tooLong;
  return null;
}
