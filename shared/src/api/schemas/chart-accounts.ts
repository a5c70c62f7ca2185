// Wire schemas of the chart of accounts (spec part 2 §3 "Chart account", §7 "Chart of accounts").
// Field names are the spec's (id, name, type, description, orgid, userid, issystem, sub_head,
// createddate, modifieddate); `asset_type` (the asset sub-type the modal asks for ASSET accounts)
// and `version` (optimistic concurrency) are ours. The body's `userid` is accepted and not read:
// the caller is the token's user.
import { z } from 'zod';
import type { AccountType, SystemAccount } from '../../books/chart-of-accounts.js';
import { typedText } from '../../input/typed-text.js';
import { CHART_ACCOUNT_APP_MESSAGES, MAX_ACCOUNT_NAME_LENGTH } from '../../books/chart-account-messages.js';
import { idField, optionalText } from './common.js';

export const ACCOUNT_TYPES = ['ASSET', 'LIABILITY', 'EQUITY', 'INCOME', 'EXPENSE'] as const satisfies readonly AccountType[];
export type AssetType = NonNullable<SystemAccount['assetType']>;
export const ASSET_TYPES = ['CURRENT', 'FIXED'] as const satisfies readonly AssetType[];
export const SUB_HEADS = ['CASH', 'BANK'] as const satisfies readonly NonNullable<SystemAccount['subHead']>[];

const loose = z.union([z.string(), z.number(), z.null()]).optional();
const textOf = typedText;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** What an organisation's own account holds, as a save reads it. */
export interface ChartAccountInput {
  name: string;
  type: AccountType;
  description: string;
  /** ASSET accounts only; null for every other type. */
  assetType: AssetType | null;
}

const accountFields = {
  orgid: idField,
  userid: loose,
  name: loose.transform(textOf),
  type: loose.transform((value) => textOf(value).toUpperCase()),
  description: optionalText,
  asset_type: loose.transform((value) => textOf(value).toUpperCase()),
};

type AccountWire = { name: string; type: string; description: string; asset_type: string };

/** The rules every save checks, each message on its field; the account as the store keeps it. */
function toAccountInput(wire: AccountWire, ctx: z.RefinementCtx): ChartAccountInput {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (wire.name === '') issue('name', CHART_ACCOUNT_APP_MESSAGES.nameRequired);
  if (wire.name.length > MAX_ACCOUNT_NAME_LENGTH) issue('name', CHART_ACCOUNT_APP_MESSAGES.nameTooLong);
  const type = isOneOf(ACCOUNT_TYPES, wire.type) ? wire.type : null;
  if (type === null) issue('type', CHART_ACCOUNT_APP_MESSAGES.typeRequired);
  const assetType = isOneOf(ASSET_TYPES, wire.asset_type) ? wire.asset_type : null;
  if (type === 'ASSET' && assetType === null) issue('asset_type', CHART_ACCOUNT_APP_MESSAGES.assetTypeRequired);
  if (type !== null && type !== 'ASSET' && wire.asset_type !== '') issue('asset_type', CHART_ACCOUNT_APP_MESSAGES.assetTypeOnlyForAssets);
  // With an issue added the parse fails and this value is never used; the placeholder type only keeps it typed.
  return { name: wire.name, type: type ?? 'ASSET', description: wire.description, assetType: type === 'ASSET' ? assetType : null };
}

/** Optimistic concurrency: the version the list showed; a newer stored version is a 409. */
const versionField = z.coerce.number().int().positive().optional();

export const chartAccountAddRequest = z
  .object(accountFields)
  .transform((wire, ctx) => ({ orgid: wire.orgid, account: toAccountInput(wire, ctx) }));

export const chartAccountUpdateRequest = z
  .object({ ...accountFields, id: idField, version: versionField })
  .transform((wire, ctx) => ({ orgid: wire.orgid, id: wire.id, version: wire.version, account: toAccountInput(wire, ctx) }));

export const chartAccountDeleteRequest = z.object({ orgid: idField, userid: loose, id: idField, version: versionField });

export type ChartAccountAddRequest = z.input<typeof chartAccountAddRequest>;
export type ChartAccountUpdateRequest = z.input<typeof chartAccountUpdateRequest>;

export const chartAccountOrgParams = z.object({ orgId: idField });

export const chartAccountRow = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  description: z.string(),
  orgid: z.string(),
  /** Who added it; null for a system account (the product's own). */
  userid: z.string().nullable(),
  /** 1: a system account every organisation has (never edited or deleted); 0: the organisation's own. */
  issystem: z.union([z.literal(0), z.literal(1)]),
  sub_head: z.enum(SUB_HEADS).nullable(),
  asset_type: z.enum(ASSET_TYPES).nullable(),
  /** null for a system account: it is a constant of the product, never written. */
  createddate: z.string().nullable(),
  modifieddate: z.string().nullable(),
  version: z.number().int().nullable(),
});
export type ChartAccountRow = z.output<typeof chartAccountRow>;

export const chartAccountListResponse = z.object({ status: z.literal(true), accounts: z.array(chartAccountRow) });
export const chartAccountSavedResponse = z.object({ status: z.literal(true), message: z.string(), account: chartAccountRow });
export const chartAccountDeletedResponse = z.object({ status: z.literal(true), message: z.string() });
