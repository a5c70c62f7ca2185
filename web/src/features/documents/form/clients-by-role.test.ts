import type { ClientListRow } from '@bahi/shared';
import { clientsByRole } from './clients-by-role';

const client = (id: string, clientid: number) => ({ id, companyname: id, clientid }) as unknown as ClientListRow;
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
});
