import type { Permission } from '@bahi/shared';
import { admits } from './feature-screen';
import { trimmedNavigation } from './navigation';

const held = (...permissions: Permission[]) => new Set(permissions);

describe('admits', () => {
  it('lets in a member holding any one of the screen’s permissions', () => {
    expect(admits({ admittedBy: ['invoices.view', 'purchases.view'] }, held('purchases.view'))).toBe(true);
    expect(admits({ admittedBy: ['sms.send'] }, held('clients.view', 'clients.edit'))).toBe(false);
  });

  it('lets in every member where the screen names none, or no screen serves the route yet', () => {
    expect(admits({}, held())).toBe(true);
    expect(admits(undefined, held())).toBe(true);
  });
});

describe('trimmedNavigation', () => {
  it('keeps Home and the entries the member may open, dropping the sections left empty', () => {
    const navigation = trimmedNavigation((route) => route === '/clients' || route === '/reports');
    expect(navigation.map((section) => [section.title, section.entries.map((entry) => entry.label)])).toEqual([
      ['Overview', ['Home']],
      ['Sales', ['Clients']],
      ['Books', ['Reports']],
    ]);
  });
});
