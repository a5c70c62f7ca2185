// The blob port on S3: objects in one private bucket, read through presigned GET URLs. The S3
// client and the presigner are imported on first use (load-once.ts): most requests of an area
// that stores files never touch one.
import type { S3Client } from '@aws-sdk/client-s3';
import { assertBlobKey, type BlobPort } from '../ports/blobs.js';
import { loadOnce, loadSdkClient } from './load-once.js';

/** S3's limit for a presigned URL signed with long-term or role credentials (SigV4: 7 days). */
export const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

export function createS3Blobs(options: { bucket: string; client?: S3Client }): BlobPort {
  const s3 = loadSdkClient(() => import('@aws-sdk/client-s3'), options.client, (sdk) => new sdk.S3Client({}));
  const presigner = loadOnce(() => import('@aws-sdk/s3-request-presigner'));
  const bucket = options.bucket;
  return {
    async put(key, bytes, contentType) {
      assertBlobKey(key);
      const { sdk, client } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async signedUrl(key, expiresSeconds) {
      assertBlobKey(key);
      const expiresIn = Math.max(1, Math.min(MAX_PRESIGN_SECONDS, Math.floor(expiresSeconds)));
      const [{ sdk, client }, { getSignedUrl }] = await Promise.all([s3(), presigner()]);
      return getSignedUrl(client, new sdk.GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn });
    },
    async delete(key) {
      assertBlobKey(key);
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
