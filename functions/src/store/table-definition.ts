// CreateTable input derived from TABLE_KEYS, for dynalite and the tests. (The cloud table is
// declared by infra from the same TABLE_KEYS.)
import { CreateTableCommand, DescribeTableCommand, ResourceNotFoundException, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { TABLE_KEYS } from './keys.js';

/** A key schema of a partition key and a sort key (the table's, or an index's). */
const keySchema = (partitionKey: string, sortKey: string) => [
  { AttributeName: partitionKey, KeyType: 'HASH' as const },
  { AttributeName: sortKey, KeyType: 'RANGE' as const },
];

export function createTableInput(tableName: string) {
  const attributes = new Set<string>([TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey]);
  for (const index of TABLE_KEYS.indexes) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  for (const index of TABLE_KEYS.localIndexes) attributes.add(index.sortKey);
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: keySchema(TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey),
    GlobalSecondaryIndexes: TABLE_KEYS.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: keySchema(index.partitionKey, index.sortKey),
      Projection: { ProjectionType: 'ALL' as const },
    })),
    LocalSecondaryIndexes: TABLE_KEYS.localIndexes.map((index) => ({
      IndexName: index.name,
      KeySchema: keySchema(TABLE_KEYS.partitionKey, index.sortKey),
      Projection: { ProjectionType: 'KEYS_ONLY' as const },
    })),
  };
}

/** Creates the table unless it exists, and waits until it is ACTIVE. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await client.send(new CreateTableCommand(createTableInput(tableName)));
  }
  for (let attempt = 0; attempt < 100; attempt++) {
    const described = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (described.Table?.TableStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Table ${tableName} did not become ACTIVE`);
}
