import { TABLE_KINDS, kindFacts, kindPermission } from '../documents/kinds.js';
import { PERMISSIONS, PERMISSION_IDS, PERMISSION_NEEDS, withNeededPermissions } from './permissions.js';

describe('withNeededPermissions', () => {
  it('adds what making invoices needs: seeing them, the clients and the items', () => {
    expect(withNeededPermissions(['invoices.edit'])).toEqual(['invoices.edit', 'invoices.view', 'clients.view', 'items.view']);
  });

  it('adds each permission once and leaves one that needs nothing alone', () => {
    expect(withNeededPermissions(['clients.view', 'clients.edit', 'sms.send'])).toEqual(['clients.view', 'clients.edit', 'sms.send']);
  });

  it('names only permissions that exist, and none needs itself', () => {
    for (const [permission, needs] of Object.entries(PERMISSION_NEEDS)) {
      expect(PERMISSION_IDS).toContain(permission);
      expect(needs.every((need) => PERMISSION_IDS.includes(need))).toBe(true);
      expect(needs).not.toContain(permission);
    }
  });
});

describe("the permissions' names", () => {
  it('name vouchers where their kinds are granted, and nowhere else (walk 34 M1: the books said vouchers and gave none)', () => {
    const voucherPermissions = new Set(TABLE_KINDS.filter((kind) => kindFacts(kind).voucher !== undefined).flatMap((kind) => [kindPermission(kind, 'view'), kindPermission(kind, 'edit')]));
    const naming = PERMISSIONS.filter((permission) => /vouchers/.test(permission.name)).map((permission) => permission.id);
    expect(naming).toEqual([...voucherPermissions]);
  });
});
