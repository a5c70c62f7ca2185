import type { BlobPort } from './blobs.js';
import type { IdentityPort } from './identity.js';
import type { SmsPort } from './sms.js';
import type { Table } from './table.js';

/** Product-level settings that come from the environment, not the table. */
export interface AppConfig {
  supportPhone: string;
  supportEmail: string;
  productName: string;
}

/** Everything a handler may touch outside its own arguments. Built once per Lambda container. */
export interface Ports {
  table: Table;
  identity: IdentityPort;
  /** Logos, expense evidence, return files. */
  blobs: BlobPort;
  /** Texts to customers: SNS in the cloud, an outbox in the table locally. */
  sms: SmsPort;
  config: AppConfig;
  now: () => Date;
}

export type { BlobPort } from './blobs.js';
export type { IdentityPort, VerifiedCaller } from './identity.js';
export type { SmsMessage, SmsPort } from './sms.js';
export type { Table } from './table.js';
