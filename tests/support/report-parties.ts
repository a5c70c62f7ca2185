// The three parties the report tests trade with: Shree Kirana (Pune) and Mysore Stores (Karnataka)
// buy, Deccan Grain Traders (Pune) sells.
import type { TestServer } from './api-client.js';
import { clientInsertBody } from './document-fixtures.js';
import { expectOk as ok } from './document-lines.js';

export interface ReportParty {
  id: string;
  addressId: string;
}

export async function insertReportParties(api: TestServer, token: string, orgId: string): Promise<Record<'kirana' | 'mysore' | 'deccan', ReportParty>> {
  const client = async (name: string, gstin14: string, city: string, pincode: string) => {
    const saved = await ok(api.post('/api/client/insert', clientInsertBody(orgId, { name, gstin14, city, pincode }), token));
    const fetched = (await ok(api.get(`/api/client/getclient/${saved.body.client_id}`, token))).body;
    return { id: saved.body.client_id as string, addressId: fetched.clientaddress[0].id as string };
  };
  return {
    kirana: await client('Shree Kirana', '27AAACR5055K1Z', 'Pune', '411001'),
    mysore: await client('Mysore Stores', '29AAACM5678F1Z', 'Mysuru', '570001'),
    deccan: await client('Deccan Grain Traders', '27AAACD1234E1Z', 'Pune', '411002'),
  };
}
