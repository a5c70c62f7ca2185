// The SMS port: texts to customers (invoice SMS on save, bulk client SMS). The cloud sends them
// with SNS; `npm start` and the tests keep them in an outbox in the table, listed for a developer
// to read. Callers take the organisation's SMS credit first (store/sms.ts), then send.
export interface SmsMessage {
  orgId: string;
  /** Indian mobiles, +91XXXXXXXXXX. */
  to: string[];
  text: string;
  /** What it is about, for the outbox and the logs (a document id, 'bulk'). */
  reference: string;
}

export interface SmsPort {
  send(message: SmsMessage): Promise<void>;
}
