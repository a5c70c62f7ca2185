import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalBlobs, openLocalBlobs } from './blobs-local.js';

const SECRET = Buffer.alloc(32, 7);
const parse = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return {
    key: parsed.pathname.slice('/files/'.length).split('/').map(decodeURIComponent).join('/'),
    expires: parsed.searchParams.get('expires') ?? '',
    signature: parsed.searchParams.get('signature') ?? '',
  };
};

describe('the local blob store', () => {
  let now = Date.UTC(2025, 0, 1);
  const blobs = new LocalBlobs(null, SECRET, () => now);

  it('stores, reads back and deletes bytes in memory', async () => {
    await blobs.put('orgs/o1/logo/a.png', Buffer.from([1, 2, 3]), 'image/png');
    expect(await blobs.read('orgs/o1/logo/a.png')).toEqual({ bytes: Buffer.from([1, 2, 3]), contentType: 'image/png' });
    await blobs.delete('orgs/o1/logo/a.png');
    expect(await blobs.read('orgs/o1/logo/a.png')).toBeNull();
    await expect(blobs.delete('orgs/o1/logo/a.png')).resolves.toBeUndefined();
  });

  it('signs a URL /files/<key>?expires=<unix seconds>&signature=<HMAC> that verifies until it expires', async () => {
    const url = await blobs.signedUrl('orgs/o1/logo/a.png', 600);
    expect(url).toMatch(/^\/files\/orgs\/o1\/logo\/a\.png\?expires=1735690200&signature=[A-Za-z0-9_-]{43}$/);
    const { key, expires, signature } = parse(url);
    expect(blobs.verify(key, expires, signature)).toBe(true);
    now += 600_000;
    expect(blobs.verify(key, expires, signature)).toBe(false);
    now = Date.UTC(2025, 0, 1);
  });

  it('refuses a signature for another key, another expiry, another secret, or of the wrong shape', async () => {
    const { key, expires, signature } = parse(await blobs.signedUrl('orgs/o1/logo/a.png', 600));
    expect(blobs.verify('orgs/o2/logo/a.png', expires, signature)).toBe(false);
    expect(blobs.verify(key, String(Number(expires) + 1), signature)).toBe(false);
    expect(new LocalBlobs(null, Buffer.alloc(32, 8), () => now).verify(key, expires, signature)).toBe(false);
    expect(blobs.verify(key, expires, signature.slice(1))).toBe(false);
    expect(blobs.verify(key, 'soon', signature)).toBe(false);
  });

  it('refuses keys that could leave the store', async () => {
    await expect(blobs.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid blob key');
    await expect(blobs.put('/abs', Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid blob key');
    await expect(blobs.signedUrl('a/../../b', 60)).rejects.toThrow('Invalid blob key');
    expect(await blobs.read('../../etc/passwd')).toBeNull();
  });

  it('keeps files and its secret under the data dir, so URLs survive a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bahi-blobs-'));
    try {
      const first = await openLocalBlobs(dataDir);
      await first.put('orgs/o1/logo/b.jpg', Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
      const url = await first.signedUrl('orgs/o1/logo/b.jpg', 60);
      const second = await openLocalBlobs(dataDir);
      const { key, expires, signature } = parse(url);
      expect(second.verify(key, expires, signature)).toBe(true);
      expect(await second.read(key)).toEqual({ bytes: Buffer.from([0xff, 0xd8, 0xff]), contentType: 'image/jpeg' });
      await second.delete(key);
      expect(await first.read(key)).toBeNull();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a secret shorter than 32 bytes', () => {
    expect(() => new LocalBlobs(null, Buffer.alloc(16))).toThrow('at least 32 bytes');
  });
});
