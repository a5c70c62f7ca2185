// The demo organisation's October 2025: a month of trading a newcomer can file returns for at once
// (B2B and B2C invoices intra- and inter-state, a large inter-state B2C, goods and services at
// several rates, cess, reverse charge, a bill of supply, a credit and a debit note, purchases, one
// under reverse charge, a composite purchase, expenses, payments, a cancelled invoice, a quotation
// and a delivery challan).
//
// Everything is posted to the running server's own /api, as the web app would, so numbering,
// totals, stock and derived rows come from the one save path. A marker claimed first makes it run
// once: a second start seeds nothing, and a seed that failed halfway is reported, never repeated.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { buildPath, routes, unitByCodeOrId } from '@bahi/shared';
import type { Ports } from '../ports/index.js';
import { keys } from '../store/keys.js';
import { findOrganisationByGstin } from '../store/organisations.js';
import { DEMO_CLIENTS, DEMO_ITEMS, demoMonthSteps, type DemoIds } from './demo-month-data.js';
import { DEMO_OWNER, DEMO_PASSWORD } from './demo-seed.js';

type Body = Record<string, unknown>;

/** Posts and gets against the server's /api as the demo owner; any answer but 200 stops the seed. */
function apiOf(baseUrl: string, token: string) {
  async function call(method: 'GET' | 'POST', path: string, body?: Body): Promise<Body> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = (await response.json()) as Body;
    if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  }
  return { get: (path: string) => call('GET', path), post: (path: string, body: Body) => call('POST', path, body) };
}

async function claimMarker(ports: Ports): Promise<boolean> {
  try {
    await ports.table.client.send(
      new PutCommand({
        TableName: ports.table.name,
        Item: { ...keys.demoMonthMarker(), startedAt: ports.now().toISOString() },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Seeds the month once, through `baseUrl` (the local server's address). True when it seeded;
 * false when it had run before or the demo owner is gone or has another password now.
 */
export async function seedDemoMonth(ports: Ports, baseUrl: string): Promise<boolean> {
  const org = await findOrganisationByGstin(ports.table, DEMO_OWNER.gstin);
  if (!org) return false;
  let token: string;
  try {
    token = (await ports.identity.signIn(DEMO_OWNER.email, DEMO_PASSWORD)).token;
  } catch {
    return false;
  }
  if (!(await claimMarker(ports))) return false;
  const api = apiOf(baseUrl, token);
  const ids: DemoIds = { orgId: org.id, bankAccount: org.settings?.bankAccounts?.[0]?.id ?? '', clients: {}, items: {}, documents: {} };

  for (const [key, client] of Object.entries(DEMO_CLIENTS)) {
    const saved = await api.post(routes.insertClient.path, { org_id: org.id, ...client });
    const fetched = await api.get(buildPath(routes.getClient.path, { id: saved.client_id as string }));
    const [address] = fetched.clientaddress as { id: string }[];
    const [contact] = fetched.clientcontacts as { id: string }[];
    ids.clients[key] = { id: saved.client_id as string, addressId: address?.id ?? '', contactId: contact?.id ?? '' };
  }
  for (const [key, item] of Object.entries(DEMO_ITEMS)) {
    const unit = item.goodstype === 'goods' ? { itemunit: unitByCodeOrId(item.unit)?.id } : {};
    const saved = await api.post(routes.insertItem.path, { orgid: org.id, ...item, ...unit });
    ids.items[key] = saved.id as string;
  }
  for (const build of demoMonthSteps(ids)) {
    const step = build();
    const answer = step.method === 'GET' ? await api.get(step.path) : await api.post(step.path, step.body ?? {});
    if (step.names) ids.documents[step.names] = answer.id as string;
  }
  await ports.table.client.send(
    new PutCommand({ TableName: ports.table.name, Item: { ...keys.demoMonthMarker(), startedAt: ports.now().toISOString(), doneAt: ports.now().toISOString() } }),
  );
  return true;
}
