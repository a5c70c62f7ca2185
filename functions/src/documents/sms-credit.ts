// The organisation's SMS credit (spec part 1 §3: getsmsDetails credit), shown on document lists
// and forms. A counter on its own item, so sends can take from it with one conditional update.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Ports } from '../ports/index.js';
import { keys } from '../store/keys.js';

export async function smsCreditOf(ports: Ports, orgId: string): Promise<number> {
  const found = await ports.table.client.send(new GetCommand({ TableName: ports.table.name, Key: keys.smsCredit(orgId) }));
  return (found.Item?.credit as number | undefined) ?? 0;
}
