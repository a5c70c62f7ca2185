import { clientsHref, clientsView } from './routes';

describe('clients routes', () => {
  it('names the list, add and edit screens, and nothing else', () => {
    expect(clientsView('/clients')).toEqual({ screen: 'list' });
    expect(clientsView('/clients/new')).toEqual({ screen: 'add' });
    expect(clientsView('/clients/c_01abc/edit')).toEqual({ screen: 'edit', id: 'c_01abc' });
    expect(clientsView('/clients/c1/delete')).toBeNull();
    expect(clientsView('/invoices/b2b')).toBeNull();
  });

  it('builds the hrefs the screens link to, round-tripping an id', () => {
    expect(clientsView(clientsHref.edit('o1_c9').slice(1))).toEqual({ screen: 'edit', id: 'o1_c9' });
    expect(clientsHref.add).toBe('#/clients/new');
  });
});
