import fc from 'fast-check';
import { newOrgId, newRecordId, newUserId, orgOfRecordId } from './ids.js';

describe('server-issued ids', () => {
  it('makes organisation and user ids of 16 lower-case base-36 characters', () => {
    for (let i = 0; i < 200; i++) {
      expect(newOrgId()).toMatch(/^[a-z0-9]{16}$/);
      expect(newUserId()).toMatch(/^[a-z0-9]{16}$/);
    }
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 2_000 }, () => newOrgId()));
    expect(ids.size).toBe(2_000);
  });

  it('makes record ids `<orgId>_<16 chars>`', () => {
    const orgId = newOrgId();
    const recordId = newRecordId(orgId);
    expect(recordId).toMatch(new RegExp(`^${orgId}_[a-z0-9]{16}$`));
    expect(newRecordId(orgId)).not.toBe(recordId);
  });
});

describe('orgOfRecordId', () => {
  it('reads the organisation back out of every record id it issues', () => {
    for (let i = 0; i < 500; i++) {
      const orgId = newOrgId();
      expect(orgOfRecordId(newRecordId(orgId))).toBe(orgId);
    }
  });

  it('reads a fixed record id', () => {
    expect(orgOfRecordId('demo0000traders0_client0000000001')).toBe('demo0000traders0');
  });

  it.each([
    ['an empty string', ''],
    ['an organisation id alone', 'demo0000traders0'],
    ['an organisation id with an empty suffix', 'demo0000traders0_'],
    ['a short organisation part', 'demo_client0000000001'],
    ['a long organisation part', 'demo0000traders00_client0000000001'],
    ['a short record part', 'demo0000traders0_client'],
    ['a long record part', 'demo0000traders0_client00000000001'],
    ['upper-case characters', 'DEMO0000TRADERS0_client0000000001'],
    ['a second separator', 'demo0000traders0_client0000000001_x'],
    ['a dash separator', 'demo0000traders0-client0000000001'],
    ['surrounding spaces', ' demo0000traders0_client0000000001 '],
    ['a trailing newline', 'demo0000traders0_client0000000001\n'],
    ['path characters', '../../0000000000_client0000000001'],
  ])('refuses %s', (_name, text) => {
    expect(orgOfRecordId(text)).toBeNull();
  });

  it('returns either null or the first 16 characters for any text, and never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const org = orgOfRecordId(text);
        if (org === null) return true;
        return org === text.slice(0, 16) && text.length === 33 && text[16] === '_';
      }),
    );
  });
});
