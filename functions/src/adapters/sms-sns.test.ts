import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { mockClient } from 'aws-sdk-client-mock';
import { createSnsSms } from './sms-sns.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

describe('SMS through SNS', () => {
  const client = new SNSClient({ region: 'ap-south-1', credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' } });
  const sns = mockClient(client);

  beforeEach(() => sns.reset());
  afterAll(() => sns.restore());

  it('publishes one transactional SMS per number, with the sender id when set', async () => {
    sns.on(PublishCommand).resolves({ MessageId: 'm1' });
    await createSnsSms({ client, senderId: 'BAHIIN' }).send({ orgId: 'o1', to: ['+919845012345', '+919820011111'], text: 'Dear Kaveri, ...', reference: 'doc1' });
    const attributes = {
      'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
      'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: 'BAHIIN' },
    };
    expect(sns.commandCalls(PublishCommand).map((call) => call.args[0].input)).toEqual([
      { PhoneNumber: '+919845012345', Message: 'Dear Kaveri, ...', MessageAttributes: attributes },
      { PhoneNumber: '+919820011111', Message: 'Dear Kaveri, ...', MessageAttributes: attributes },
    ]);
  });

  it('fails when SNS refuses, so the caller can give the credit back', async () => {
    sns.on(PublishCommand).rejects(new Error('Throttled'));
    await expect(createSnsSms({ client }).send({ orgId: 'o1', to: ['+919845012345'], text: 'x', reference: 'r' })).rejects.toThrow('Throttled');
  });
});
