import { permissionsOfRoute } from './routes.js';

describe('permissionsOfRoute', () => {
  it("names a route's own permission", () => {
    expect(permissionsOfRoute('listClients')).toEqual(['clients.view']);
    expect(permissionsOfRoute('getClientsForSms')).toEqual(['sms.send']);
  });

  it('names each of a route served under either of two', () => {
    expect(permissionsOfRoute('listPayments')).toEqual(['invoices.view', 'purchases.view']);
  });

  it('names every permission of a route that chooses by a field', () => {
    expect(permissionsOfRoute('saveImage')).toEqual(['purchases.edit', 'settings.edit']);
  });

  it('names none for a route open to every signed-in user', () => {
    expect(permissionsOfRoute('changePassword')).toEqual([]);
  });
});
