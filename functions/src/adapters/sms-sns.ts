// SMS through Amazon SNS: one Publish per recipient, straight to the phone number, as a
// transactional message (delivered even to numbers on India's do-not-disturb registry, which
// promotional SMS are not). The SNS client is imported on the first send (load-once.ts).
import type { SNSClient } from '@aws-sdk/client-sns';
import type { SmsMessage, SmsPort } from '../ports/sms.js';
import { loadSdkClient } from './load-once.js';

export function createSnsSms(options: { senderId?: string; client?: SNSClient } = {}): SmsPort {
  const sns = loadSdkClient(() => import('@aws-sdk/client-sns'), options.client, (sdk) => new sdk.SNSClient({}));
  return {
    async send(message: SmsMessage) {
      const { sdk, client } = await sns();
      for (const phone of message.to) {
        await client.send(
          new sdk.PublishCommand({
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
