// The demo data `npm start` puts into an empty table, so a newcomer can sign in at once: a CA and
// the owner of "Demo Traders" (with its address and bank account), who has granted the CA access.
// Runs through the same services as sign-up and settings. The seed marker is written last; a
// restart finds it and seeds nothing.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { createAccount } from '../services/accounts/accounts.js';
import { addAddress, addBankAccount } from '../areas/settings/organisation-settings.js';
import { addSmsCredit } from '../store/sms.js';
import type { Ports } from '../ports/index.js';
import { keys } from '../store/keys.js';
import { putMembership } from '../store/memberships.js';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_CA = { email: 'ca@demo.bahi.in', username: 'Demo CA' };
export const DEMO_OWNER = {
  email: 'owner@demo.bahi.in',
  username: 'Demo Owner',
  orgname: 'Demo Traders',
  gstin: '27AAPFU0939F1ZV',
};
const DEMO_ADDRESS = {
  address: '14, Kalbadevi Road, Princess Street',
  city: 'Mumbai',
  state_id: '27',
  pincode: '400002',
  phone: '022-2201-4455',
};
export const DEMO_SMS_CREDIT = 100;
const DEMO_BANK = {
  holder_name: 'Demo Traders',
  account: '50100234567891',
  ifsc: 'HDFC0000060',
  branch: 'Kalbadevi',
  bankname: 'HDFC Bank',
};

/** Seeds the demo users once. Returns true when it seeded, false when the table had them. */
export async function seedDemoData(ports: Ports): Promise<boolean> {
  const { table } = ports;
  const marker = await table.client.send(new GetCommand({ TableName: table.name, Key: keys.seedMarker(), ConsistentRead: true }));
  if (marker.Item) return false;

  const ca = await createAccount(ports, { ...DEMO_CA, password: DEMO_PASSWORD, usertype: 'CA' });
  const owner = await createAccount(ports, { ...DEMO_OWNER, password: DEMO_PASSWORD, usertype: 'orguser', type: 1 });
  if (owner.orgid) {
    await putMembership(table, { orgId: owner.orgid, userId: ca.userid, role: 'ca', createdAt: ports.now().toISOString() });
    await addAddress(ports, owner.orgid, DEMO_ADDRESS, true);
    await addBankAccount(ports, owner.orgid, DEMO_BANK);
    // Enough SMS credit to try invoice SMS (the local adapter keeps them in the outbox).
    await addSmsCredit(table, owner.orgid, DEMO_SMS_CREDIT);
  }
  try {
    await table.client.send(
      new PutCommand({
        TableName: table.name,
        Item: { ...keys.seedMarker(), seededAt: ports.now().toISOString() },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  return true;
}
