import { settingsHref, settingsSection } from './routes';

describe('settings routes', () => {
  it('names a section by its sub-route, defaulting to the organisation details', () => {
    expect(settingsSection('/settings')).toBe('organisation');
    expect(settingsSection('/settings/bank')).toBe('bank');
    expect(settingsSection('/settings/custom-fields')).toBe('custom-fields');
    expect(settingsSection('/settings/nothing-here')).toBe('organisation');
  });

  it('builds the hrefs the sub-navigation links to', () => {
    expect(settingsHref('users')).toBe('#/settings/users');
    expect(settingsSection(settingsHref('round-off').slice(1))).toBe('round-off');
  });
});
