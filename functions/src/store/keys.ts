// The single-table key design, in one place: the repositories build keys only through these
// functions, and infra reads TABLE_KEYS to declare the table and its indexes. Add an entity here
// and to the README's entity / access-pattern table together.
//
// Everything an organisation owns lives under pk `ORG#<orgId>`. gsi1 is overloaded: each entity
// that needs a second access path puts its own prefix in gsi1pk.

export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
} as const;

export interface ItemKey {
  pk: string;
  sk: string;
}

export const keys = {
  /** Sign-in credentials of the local identity adapter, one per email (the uniqueness gate). */
  credential: (email: string): ItemKey => ({ pk: `LOGIN#${email}`, sk: 'LOGIN' }),
  /** A user's profile. */
  user: (userId: string): ItemKey => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  /** An organisation's own record (profile and settings). gsi1 finds it by GSTIN. */
  organisation: (orgId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: 'ORG' }),
  organisationByGstin: (gstin: string) => ({ gsi1pk: `GSTIN#${gstin}` }),
  /** A user's place in an organisation. gsi1 lists a user's organisations. */
  membership: (orgId: string, userId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `MEMBER#${userId}` }),
  membershipsOfUser: (userId: string) => ({ gsi1pk: `USER#${userId}` }),
  /** Marks that the demo data has been seeded into this table. */
  seedMarker: (): ItemKey => ({ pk: 'SYSTEM', sk: 'SEED#demo' }),
} as const;
