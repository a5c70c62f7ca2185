// The table port: a DynamoDB document client and the table's name. The cloud points it at
// DynamoDB; `npm start` and the tests point it at dynalite on loopback. Same API, no `if (local)`.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface Table {
  client: DynamoDBDocumentClient;
  name: string;
}
