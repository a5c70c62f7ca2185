// The blob port on S3: objects in one private bucket, read through presigned GET URLs.
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertBlobKey, type BlobPort } from '../ports/blobs.js';

/** S3's limit for a presigned URL signed with long-term or role credentials (SigV4: 7 days). */
export const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

export function createS3Blobs(options: { bucket: string; client?: S3Client }): BlobPort {
  const client = options.client ?? new S3Client({});
  const bucket = options.bucket;
  return {
    async put(key, bytes, contentType) {
      assertBlobKey(key);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async signedUrl(key, expiresSeconds) {
      assertBlobKey(key);
      const expiresIn = Math.max(1, Math.min(MAX_PRESIGN_SECONDS, Math.floor(expiresSeconds)));
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn });
    },
    async delete(key) {
      assertBlobKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
