import type { ClientListRow } from '@bahi/shared';
import { clientsByRole, clientsOffered } from './clients-by-role';

const client = (id: string, clientid: number, gstin = '') => ({ id, companyname: id, clientid, gstin }) as unknown as ClientListRow;
const names = (rows: readonly ClientListRow[]) => rows.map((row) => row.companyname);

describe("a document's party picker", () => {
  const clients = [client('Shree Sai (customer)', 1), client('Kothari (supplier)', 2), client('Both ways', 3), client('Sunil (B2C)', 4), client('Cash supplier', 5)];

  it('lists customers first on a sale, suppliers first on a purchase, both kinds of client in both (walk 26 L1)', () => {
    expect([names(clientsByRole(clients, 'buyer').fitting), names(clientsByRole(clients, 'buyer').others)]).toEqual([
      ['Shree Sai (customer)', 'Both ways', 'Sunil (B2C)'],
      ['Kothari (supplier)', 'Cash supplier'],
    ]);
    expect([names(clientsByRole(clients, 'supplier').fitting), names(clientsByRole(clients, 'supplier').others)]).toEqual([
      ['Kothari (supplier)', 'Both ways', 'Cash supplier'],
      ['Shree Sai (customer)', 'Sunil (B2C)'],
    ]);
  });

  it('offers a self-invoice only the suppliers without a GSTIN, and keeps the one chosen (walk 36 L1, walk 41 M1)', () => {
    const registered = [client('Mysore Textiles', 1, '29AABCM5678B1ZD'), client('Kothari', 2, '29AABCK1234C1Z5'), client('Ravi (farmer)', 5), client('Walk-in', 4)];
    expect(names(clientsOffered(registered, true, ''))).toEqual(['Ravi (farmer)']);
    expect(names(clientsOffered(registered, true, 'Kothari'))).toEqual(['Kothari', 'Ravi (farmer)']);
    expect(names(clientsOffered(registered, false, ''))).toEqual(['Mysore Textiles', 'Kothari', 'Ravi (farmer)', 'Walk-in']);
  });
});
