// Files the product keeps: organisation logos, expense evidence, generated return files. In the
// cloud an S3 bucket with presigned URLs; on a laptop files under the data dir with HMAC-signed
// URLs that the local server serves. Domain code sees only this interface.
export interface BlobPort {
  /** Stores (or replaces) the bytes under `key`. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** A URL anyone holding it can GET the bytes from, until `expiresSeconds` from now. */
  signedUrl(key: string, expiresSeconds: number): Promise<string>;
  /** Removes the bytes; removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are paths of safe segments: letters, digits, '_', '-', '.', no '..', no leading '/'. */
const KEY_PATTERN = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}\/){0,8}[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/;

export function isValidBlobKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').some((segment) => segment === '.' || segment === '..');
}

export function assertBlobKey(key: string): void {
  if (!isValidBlobKey(key)) throw new Error(`Invalid blob key: ${JSON.stringify(key)}`);
}
