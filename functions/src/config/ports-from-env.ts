// Chooses the adapters from the environment, once per Lambda container (or local process):
//   TABLE_NAME (+ DYNAMODB_ENDPOINT for dynalite)          → the table
//   COGNITO_USER_POOL_ID + COGNITO_CLIENT_ID               → Cognito identity
//   otherwise LOCAL_JWT_SECRET (base64, ≥ 32 bytes)        → local identity
//   FILES_BUCKET_NAME                                       → S3 blobs (presigned URLs)
//   otherwise LOCAL_BLOB_DIR + LOCAL_BLOB_SECRET (base64)   → local blobs (signed /files/ URLs)
//   otherwise blobs that fail when used, naming FILES_BUCKET_NAME (areas without files still run)
//   BAHI_SMS=sns (+ BAHI_SMS_SENDER_ID)                   → SMS through SNS; otherwise the table's outbox
// The CDK stack sets the cloud variables; the local server sets the local ones. The local adapters
// are imported only when chosen, so a Lambda bundle keeps them (and jose) out of its start-up code;
// the cloud adapters import their AWS SDK clients on first use themselves.
import { createS3Blobs } from '../adapters/blobs-s3.js';
import { createCognitoIdentity } from '../adapters/identity-cognito.js';
import { createTable } from '../adapters/dynamo-table.js';
import { createSnsSms } from '../adapters/sms-sns.js';
import type { AppConfig, BlobPort, IdentityPort, Ports, SmsPort, Table } from '../ports/index.js';

type Env = Record<string, string | undefined>;

function required(env: Env, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export function appConfigFromEnv(env: Env): AppConfig {
  return {
    productName: env.BAHI_PRODUCT_NAME ?? 'Bahi',
    supportPhone: env.BAHI_SUPPORT_PHONE ?? '+91 80 4718 2200',
    supportEmail: env.BAHI_SUPPORT_EMAIL ?? 'support@bahi.in',
  };
}

async function identityFromEnv(env: Env, table: Table): Promise<IdentityPort> {
  if (env.COGNITO_USER_POOL_ID && env.COGNITO_CLIENT_ID) {
    return createCognitoIdentity({ userPoolId: env.COGNITO_USER_POOL_ID, clientId: env.COGNITO_CLIENT_ID });
  }
  const secret = Buffer.from(required(env, 'LOCAL_JWT_SECRET'), 'base64');
  if (secret.length < 32) throw new Error('LOCAL_JWT_SECRET must hold at least 32 bytes');
  const { createLocalIdentity } = await import('../adapters/identity-local.js');
  return createLocalIdentity(table, secret);
}

export async function blobsFromEnv(env: Env): Promise<BlobPort> {
  if (env.FILES_BUCKET_NAME) return createS3Blobs({ bucket: env.FILES_BUCKET_NAME });
  if (env.LOCAL_BLOB_DIR && env.LOCAL_BLOB_SECRET) {
    const { LocalBlobs } = await import('../adapters/blobs-local.js');
    return new LocalBlobs(env.LOCAL_BLOB_DIR, Buffer.from(env.LOCAL_BLOB_SECRET, 'base64'));
  }
  const missing = async (): Promise<never> => {
    throw new Error('Missing environment variable FILES_BUCKET_NAME');
  };
  return { put: missing, signedUrl: missing, delete: missing };
}

export async function smsFromEnv(env: Env, table: Table, now: () => Date): Promise<SmsPort> {
  if (env.BAHI_SMS === 'sns') return createSnsSms({ senderId: env.BAHI_SMS_SENDER_ID });
  const { createOutboxSms } = await import('../adapters/sms-outbox.js');
  return createOutboxSms(table, now);
}

export async function portsFromEnv(env: Env = process.env): Promise<Ports> {
  const table = createTable({ tableName: required(env, 'TABLE_NAME'), endpoint: env.DYNAMODB_ENDPOINT });
  const now = () => new Date();
  const [identity, blobs, sms] = await Promise.all([identityFromEnv(env, table), blobsFromEnv(env), smsFromEnv(env, table, now)]);
  return { table, identity, blobs, sms, config: appConfigFromEnv(env), now };
}

let cached: Promise<Ports> | undefined;

/** The container's ports, built on first use and then reused by every invocation. */
export function getPorts(): Promise<Ports> {
  cached ??= portsFromEnv();
  return cached;
}
