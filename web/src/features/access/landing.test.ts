import { landingFor } from './landing';

const org = (id: string) => ({ id, name: id, gstin: '27AAPFU0939F1ZV', statecode: '27', role: 'owner' as const });

describe('landingFor', () => {
  it('sends a CA to the dashboard, whatever organisations they hold', () => {
    expect(landingFor({ user_type: 'CA', orgs: [org('a'), org('b')] })).toEqual({ page: '/dashboard.html' });
    expect(landingFor({ user_type: 'CA', orgs: [] })).toEqual({ page: '/dashboard.html' });
  });
  it('sends a user of several organisations to the switch page', () => {
    expect(landingFor({ user_type: 'orguser', orgs: [org('a'), org('b')] })).toEqual({ page: '/switch.html' });
  });
  it('opens the only organisation of a single-organisation user', () => {
    expect(landingFor({ user_type: 'orguser', orgs: [org('a')] })).toEqual({ page: '/taxpayer.html', orgId: 'a' });
  });
});
