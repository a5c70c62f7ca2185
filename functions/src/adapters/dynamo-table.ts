import { Agent } from 'node:http';
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';

export interface TableOptions {
  tableName: string;
  /** Set for dynalite (local runs and tests); absent in AWS, where the SDK finds DynamoDB itself. */
  endpoint?: string;
  region?: string;
  /**
   * How the client reaches dynalite: the embedded database's in-process handler and signer
   * (local/embedded-dynamodb.ts) when given, otherwise HTTP to `endpoint`.
   */
  inProcess?: InProcessConnection;
}

/** The client settings that hand requests to dynalite in this process (local/embedded-dynamodb.ts). */
export type InProcessConnection = Required<Pick<DynamoDBClientConfig, 'requestHandler' | 'signerConstructor'>>;

export function createTable({ tableName, endpoint, region, inProcess }: TableOptions): Table {
  const base = new DynamoDBClient({
    region: region ?? process.env.AWS_REGION ?? 'ap-south-1',
    ...(endpoint
      ? {
          endpoint,
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          maxAttempts: 2,
          // dynalite over plain HTTP on loopback: reusing connections saves a connect per call
          // (about a third of a small call's time locally).
          requestHandler: { httpAgent: new Agent({ keepAlive: true, maxSockets: 64 }) },
          ...inProcess,
        }
      : {}),
  });
  // The SDK's logger middleware copies every request and answer through the schema's
  // sensitive-data filter for a logger that is a no-op (we log no SDK calls): a tenth of the
  // client's own time per call.
  base.middlewareStack.remove('loggerMiddleware');
  const client = DynamoDBDocumentClient.from(base, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return { client, name: tableName };
}
