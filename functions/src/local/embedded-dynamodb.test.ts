import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createTable } from '../adapters/dynamo-table.js';
import type { Table } from '../ports/table.js';
import { ensureTable } from '../store/table-definition.js';
import { startEmbeddedDynamo, type EmbeddedDynamo } from './embedded-dynamodb.js';

let dynamo: EmbeddedDynamo;
let inProcess: Table;
let overHttp: Table;

beforeAll(async () => {
  dynamo = await startEmbeddedDynamo();
  inProcess = createTable({ tableName: 'bahi', endpoint: dynamo.endpoint, inProcess: dynamo.inProcess });
  overHttp = createTable({ tableName: 'bahi', endpoint: dynamo.endpoint });
  await ensureTable(inProcess.client, 'bahi');
});

afterAll(async () => {
  inProcess.client.destroy();
  overHttp.client.destroy();
  await dynamo.close();
});

it('answers the in-process client and an HTTP client from the same database', async () => {
  const item = { pk: 'ORG#o1', sk: 'ITEM#1', name: 'Laptop ₹ 54,999.50', paise: 5_499_950 };
  await inProcess.client.send(new PutCommand({ TableName: 'bahi', Item: item }));
  await expect(overHttp.client.send(new GetCommand({ TableName: 'bahi', Key: { pk: 'ORG#o1', sk: 'ITEM#1' } }))).resolves.toMatchObject({ Item: item });
  await overHttp.client.send(new PutCommand({ TableName: 'bahi', Item: { ...item, sk: 'ITEM#2' } }));
  const listed = await inProcess.client.send(
    new QueryCommand({ TableName: 'bahi', KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'ORG#o1' } }),
  );
  expect(listed.Items?.map((found) => found.sk)).toEqual(['ITEM#1', 'ITEM#2']);
});

it("raises DynamoDB's own errors through the in-process handler", async () => {
  const put = new PutCommand({ TableName: 'bahi', Item: { pk: 'ORG#o1', sk: 'ITEM#1' }, ConditionExpression: 'attribute_not_exists(pk)' });
  await expect(inProcess.client.send(put)).rejects.toBeInstanceOf(ConditionalCheckFailedException);
});

it('fails the calls of a client whose database has stopped instead of leaving them waiting', async () => {
  const stopped = await startEmbeddedDynamo();
  const client = createTable({ tableName: 'bahi', endpoint: stopped.endpoint, inProcess: stopped.inProcess });
  await ensureTable(client.client, 'bahi');
  await stopped.close();
  await expect(client.client.send(new GetCommand({ TableName: 'bahi', Key: { pk: 'ORG#o1', sk: 'ITEM#1' } }))).rejects.toThrow('the embedded database stopped (exit 1)');
  client.client.destroy();
});
