import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createTableInput } from '../store/table-definition.js';
import { startEmbeddedDynamo, type EmbeddedDynamo } from './embedded-dynamodb.js';
import { upgradeLocalTable } from './table-upgrade.js';

const TABLE = 'bahi';
const ORG = 'o1234567890abcde';
const DOC_ID = `${ORG}_bb20250000000007`;
const owedOf = (client: DynamoDBDocumentClient) =>
  client.send(new QueryCommand({ TableName: TABLE, IndexName: 'lsi1', KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `ORG#${ORG}` }, ConsistentRead: true }));

let dynamo: EmbeddedDynamo;
let raw: DynamoDBClient;
let client: DynamoDBDocumentClient;
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bahi-upgrade-'));
  dynamo = await startEmbeddedDynamo();
  raw = new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'ap-south-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' }, ...dynamo.inProcess });
  client = DynamoDBDocumentClient.from(raw);
  // The table as an earlier version made it: no local index, no `owed` attribute.
  const { LocalSecondaryIndexes: _none, ...before } = createTableInput(TABLE);
  await raw.send(new CreateTableCommand({ ...before, AttributeDefinitions: before.AttributeDefinitions.filter((a) => a.AttributeName !== 'owed') }));
  while ((await raw.send(new DescribeTableCommand({ TableName: TABLE }))).Table?.TableStatus !== 'ACTIVE') await new Promise((resolve) => setTimeout(resolve, 10));
  const put = (Item: Record<string, unknown>) => client.send(new PutCommand({ TableName: TABLE, Item }));
  await put({ pk: `ORG#${ORG}`, sk: 'DOC#b2b#2025#000000007', entity: 'document', id: DOC_ID, syncPending: true, linesGz: Buffer.from([31, 139, 8, 0]) });
  await put({ pk: `ORG#${ORG}`, sk: 'DOC#b2b#2025#000000008', entity: 'document', id: `${ORG}_bb20250000000008`, syncPending: false });
  await put({ pk: `ORG#${ORG}`, sk: `SYNC#${DOC_ID}#t1`, entity: 'syncMarker', orgId: ORG, docId: DOC_ID, token: 't1' });
  await put({ pk: `ORG#${ORG}`, sk: `SYNC#${ORG}_jn000000000001#t2`, entity: 'syncMarker', orgId: ORG, docId: `${ORG}_jn000000000001`, token: 't2' });
});

afterEach(async () => {
  raw.destroy();
  await dynamo.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('remakes a table without lsi1, keeping every item, and gives an owing document its owed key', async () => {
  await upgradeLocalTable(raw, TABLE, dataDir);

  const { Table } = await raw.send(new DescribeTableCommand({ TableName: TABLE }));
  expect(Table?.LocalSecondaryIndexes?.map((index) => index.IndexName)).toEqual(['lsi1']);
  expect((await owedOf(client)).Items).toEqual([{ pk: `ORG#${ORG}`, sk: 'DOC#b2b#2025#000000007', owed: DOC_ID }]);
  const doc = await client.send(new GetCommand({ TableName: TABLE, Key: { pk: `ORG#${ORG}`, sk: 'DOC#b2b#2025#000000007' } }));
  expect(Buffer.from(doc.Item?.linesGz as Uint8Array)).toEqual(Buffer.from([31, 139, 8, 0]));
  const all = await client.send(new QueryCommand({ TableName: TABLE, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `ORG#${ORG}` } }));
  // The document's old marker is gone (the item is its own marker now); the journal's stays.
  expect(all.Items?.map((item) => item.sk)).toEqual(['DOC#b2b#2025#000000007', 'DOC#b2b#2025#000000008', `SYNC#${ORG}_jn000000000001#t2`]);
  expect(existsSync(join(dataDir, 'table-upgrade.json'))).toBe(false);
});

it('leaves a current table as it is', async () => {
  await upgradeLocalTable(raw, TABLE, dataDir);
  await client.send(new PutCommand({ TableName: TABLE, Item: { pk: 'SYSTEM', sk: 'AFTER' } }));
  await upgradeLocalTable(raw, TABLE, dataDir);
  await expect(client.send(new GetCommand({ TableName: TABLE, Key: { pk: 'SYSTEM', sk: 'AFTER' } }))).resolves.toMatchObject({ Item: { pk: 'SYSTEM', sk: 'AFTER' } });
});

it('finishes an upgrade a start died in, from the file it left', async () => {
  // The copy was written, the old table deleted, and the start died before writing anything back.
  await writeFile(join(dataDir, 'table-upgrade.json'), JSON.stringify([{ pk: { S: 'SYSTEM' }, sk: { S: 'KEPT' } }]));
  await upgradeLocalTable(raw, TABLE, dataDir);
  await expect(client.send(new GetCommand({ TableName: TABLE, Key: { pk: 'SYSTEM', sk: 'KEPT' } }))).resolves.toMatchObject({ Item: { pk: 'SYSTEM', sk: 'KEPT' } });
  expect((await owedOf(client)).Items).toEqual([]);
});
