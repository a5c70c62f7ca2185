import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { createS3Blobs } from './blobs-s3.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

describe('the S3 blob store', () => {
  const client = new S3Client({ region: 'ap-south-1', credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' } });
  const s3 = mockClient(client);
  const blobs = createS3Blobs({ bucket: 'bahi-files', client });

  beforeEach(() => s3.reset());
  afterAll(() => s3.restore());

  it('puts the bytes with their content type into the bucket', async () => {
    s3.on(PutObjectCommand).resolves({});
    await blobs.put('orgs/o1/logo/a.png', Buffer.from([1, 2, 3]), 'image/png');
    expect(s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input)).toEqual([
      { Bucket: 'bahi-files', Key: 'orgs/o1/logo/a.png', Body: Buffer.from([1, 2, 3]), ContentType: 'image/png' },
    ]);
  });

  it('deletes by key', async () => {
    s3.on(DeleteObjectCommand).resolves({});
    await blobs.delete('orgs/o1/logo/a.png');
    expect(s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input)).toEqual([{ Bucket: 'bahi-files', Key: 'orgs/o1/logo/a.png' }]);
  });

  it('presigns a GET of the object that expires when asked (at most 7 days)', async () => {
    const url = new URL(await blobs.signedUrl('orgs/o1/logo/a.png', 600));
    expect(url.hostname).toBe('bahi-files.s3.ap-south-1.amazonaws.com');
    expect(url.pathname).toBe('/orgs/o1/logo/a.png');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const long = new URL(await blobs.signedUrl('orgs/o1/logo/a.png', 30 * 24 * 3600));
    expect(long.searchParams.get('X-Amz-Expires')).toBe(String(7 * 24 * 3600));
  });

  it('refuses keys that are not safe paths before calling S3', async () => {
    await expect(blobs.put('../x', Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid blob key');
    expect(s3.calls()).toHaveLength(0);
  });
});
