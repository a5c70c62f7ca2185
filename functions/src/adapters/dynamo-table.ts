import { Agent } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';

export interface TableOptions {
  tableName: string;
  /** Set for dynalite (local runs and tests); absent in AWS, where the SDK finds DynamoDB itself. */
  endpoint?: string;
  region?: string;
  /**
   * How the client reaches dynalite: the embedded database's in-process handler
   * (local/embedded-dynamodb.ts) when given, otherwise HTTP to `endpoint`.
   */
  requestHandler?: object;
}

export function createTable({ tableName, endpoint, region, requestHandler }: TableOptions): Table {
  const base = new DynamoDBClient({
    region: region ?? process.env.AWS_REGION ?? 'ap-south-1',
    ...(endpoint
      ? {
          endpoint,
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          maxAttempts: 2,
          // dynalite over plain HTTP on loopback: reusing connections saves a connect per call
          // (about a third of a small call's time locally).
          requestHandler: requestHandler ?? { httpAgent: new Agent({ keepAlive: true, maxSockets: 64 }) },
        }
      : {}),
  });
  const client = DynamoDBDocumentClient.from(base, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return { client, name: tableName };
}
