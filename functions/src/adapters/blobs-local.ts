// The blob port on a laptop: files under <dataDir>/blobs (in memory without a data dir), read
// through URLs `/files/<key>?expires=<unix seconds>&signature=<HMAC-SHA256>` that the local server
// serves (functions/src/local/blob-route.ts) after checking the signature in constant time. The
// HMAC key lives in <dataDir>/blob-secret, so URLs survive a restart; it is never the JWT secret.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertBlobKey, isValidBlobKey, type BlobPort } from '../ports/blobs.js';

export const BLOB_URL_PREFIX = '/files/';

export interface StoredBlob {
  bytes: Buffer;
  contentType: string;
}

export class LocalBlobs implements BlobPort {
  private readonly memory = new Map<string, StoredBlob>();

  constructor(
    /** Where the files go; null keeps them in memory (tests). */
    private readonly dir: string | null,
    private readonly secret: Buffer,
    private readonly nowMs: () => number = Date.now,
  ) {
    if (secret.length < 32) throw new Error('The blob URL secret must hold at least 32 bytes');
  }

  private objectPath(key: string) {
    return join(this.dir as string, 'objects', ...key.split('/'));
  }

  private metaPath(key: string) {
    return join(this.dir as string, 'meta', ...key.split('/')) + '.json';
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertBlobKey(key);
    const blob = { bytes: Buffer.from(bytes), contentType };
    if (!this.dir) {
      this.memory.set(key, blob);
      return;
    }
    await mkdir(dirname(this.objectPath(key)), { recursive: true });
    await mkdir(dirname(this.metaPath(key)), { recursive: true });
    await writeFile(this.objectPath(key), blob.bytes);
    await writeFile(this.metaPath(key), JSON.stringify({ contentType }));
  }

  async signedUrl(key: string, expiresSeconds: number): Promise<string> {
    assertBlobKey(key);
    const expires = Math.floor(this.nowMs() / 1000) + Math.max(1, Math.floor(expiresSeconds));
    const path = key.split('/').map(encodeURIComponent).join('/');
    return `${BLOB_URL_PREFIX}${path}?expires=${expires}&signature=${this.signature(key, expires)}`;
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    if (!this.dir) {
      this.memory.delete(key);
      return;
    }
    await rm(this.objectPath(key), { force: true });
    await rm(this.metaPath(key), { force: true });
  }

  /** The stored bytes and their type, or null. */
  async read(key: string): Promise<StoredBlob | null> {
    if (!isValidBlobKey(key)) return null;
    if (!this.dir) return this.memory.get(key) ?? null;
    try {
      const [bytes, meta] = await Promise.all([readFile(this.objectPath(key)), readFile(this.metaPath(key), 'utf8')]);
      return { bytes, contentType: (JSON.parse(meta) as { contentType: string }).contentType };
    } catch {
      return null;
    }
  }

  /** True when `signature` is this key's and expiry's, compared in constant time, and not expired. */
  verify(key: string, expires: string, signature: string): boolean {
    if (!/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
    const expected = Buffer.from(this.signature(key, Number(expires)), 'base64url');
    const given = Buffer.from(signature, 'base64url');
    const matches = given.length === expected.length && timingSafeEqual(given, expected);
    return matches && Number(expires) * 1000 > this.nowMs();
  }

  private signature(key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${key}\n${expires}`).digest('base64url');
  }
}

async function blobSecret(dataDir: string | undefined): Promise<Buffer> {
  if (!dataDir) return randomBytes(32);
  const file = join(dataDir, 'blob-secret');
  try {
    const secret = Buffer.from(await readFile(file, 'utf8'), 'base64');
    if (secret.length >= 32) return secret;
  } catch {
    // first start: make one below
  }
  const secret = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret.toString('base64'), { mode: 0o600 });
  return secret;
}

/** The local blob store of a data dir (files under <dataDir>/blobs), or an in-memory one. */
export async function openLocalBlobs(dataDir?: string): Promise<LocalBlobs> {
  return new LocalBlobs(dataDir ? join(dataDir, 'blobs') : null, await blobSecret(dataDir));
}
