// SMS through Amazon SNS: one Publish per recipient, straight to the phone number, as a
// transactional message (delivered even to numbers on India's do-not-disturb registry, which
// promotional SMS are not).
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { SmsMessage, SmsPort } from '../ports/sms.js';

export function createSnsSms(options: { senderId?: string; client?: SNSClient } = {}): SmsPort {
  const client = options.client ?? new SNSClient({});
  return {
    async send(message: SmsMessage) {
      for (const phone of message.to) {
        await client.send(
          new PublishCommand({
            PhoneNumber: phone,
            Message: message.text,
            MessageAttributes: {
              'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
              ...(options.senderId ? { 'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: options.senderId } } : {}),
            },
          }),
        );
      }
    },
  };
}
