// What an invited organisation user may do (spec part 2 §6: "invited with a set of permission
// ids"). Each org route in the manifest names the permission it needs; the request pipeline
// refuses a member without it (403). The organisation's owner and its CAs hold every permission.
// Receipt, payment and refund vouchers are sales documents (kinds.ts VOUCHER_FACTS), so the sales
// permissions name them, not the books' (walk 34 M1: the books' said vouchers and gave none).
export const PERMISSIONS = [
  { id: 'clients.view', group: 'Clients', name: 'See clients' },
  { id: 'clients.edit', group: 'Clients', name: 'Add, edit and delete clients' },
  { id: 'items.view', group: 'Items', name: 'See items and stock' },
  { id: 'items.edit', group: 'Items', name: 'Add, edit, delete and upload items' },
  { id: 'invoices.view', group: 'Sales', name: 'See invoices, quotations, challans, notes, vouchers and payments' },
  { id: 'invoices.edit', group: 'Sales', name: 'Create and change sales documents, vouchers and payments' },
  { id: 'purchases.view', group: 'Purchases', name: 'See purchases and expenses' },
  { id: 'purchases.edit', group: 'Purchases', name: 'Record purchases and expenses' },
  { id: 'accounts.view', group: 'Books', name: 'See the chart of accounts and journal' },
  { id: 'accounts.edit', group: 'Books', name: 'Post journal entries and starting balances' },
  { id: 'reports.view', group: 'Reports', name: 'See reports and download GST returns' },
  { id: 'settings.view', group: 'Settings', name: 'See organisation settings and users' },
  { id: 'settings.edit', group: 'Settings', name: 'Change organisation settings and users' },
  { id: 'sms.send', group: 'Messages', name: 'Send SMS to clients' },
] as const;

export type Permission = (typeof PERMISSIONS)[number]['id'];
export const PERMISSION_IDS = PERMISSIONS.map((permission) => permission.id) as Permission[];

export function isPermission(value: string): value is Permission {
  return (PERMISSION_IDS as string[]).includes(value);
}

/**
 * What a permission needs to be of use: the screens it acts on read under other permissions. A
 * sales or purchase document's form picks its party from the clients (listClients, clients.view)
 * and its lines from the catalogue (listItems, items.view); every change is made on a screen that
 * lists under the matching view. The server checks each call alone; the invite form ticks these
 * along with the permission that needs them.
 */
export const PERMISSION_NEEDS: Readonly<Partial<Record<Permission, readonly Permission[]>>> = {
  'clients.edit': ['clients.view'],
  'items.edit': ['items.view'],
  'invoices.edit': ['invoices.view', 'clients.view', 'items.view'],
  'purchases.edit': ['purchases.view', 'clients.view', 'items.view'],
  'accounts.edit': ['accounts.view'],
  'settings.edit': ['settings.view'],
};

/** The selection with what each of its permissions needs added (each once, in the order first met). */
export function withNeededPermissions(selected: readonly Permission[]): Permission[] {
  return [...new Set(selected.flatMap((permission) => [permission, ...(PERMISSION_NEEDS[permission] ?? [])]))];
}
