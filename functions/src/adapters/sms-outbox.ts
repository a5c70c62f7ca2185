// SMS on a laptop and in tests: nothing leaves the machine; each message becomes an outbox item
// in the table (store/sms.ts), and the local server prints it, so a developer sees what a customer
// would have received.
import type { SmsMessage, SmsPort } from '../ports/sms.js';
import type { Table } from '../ports/table.js';
import { putOutboxSms } from '../store/sms.js';

export function createOutboxSms(table: Table, now: () => Date, log: (line: string) => void = () => {}): SmsPort {
  return {
    async send(message: SmsMessage) {
      await putOutboxSms(table, message, now());
      log(`SMS to ${message.to.join(', ')}: ${message.text}`);
    },
  };
}
