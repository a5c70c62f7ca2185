import type { DynamoDBStreamEvent } from 'aws-lambda';
import { owingOrganisations } from './settle-owed-work.js';

const record = (image: Record<string, { S: string }> | undefined) => ({ eventName: 'INSERT' as const, dynamodb: { NewImage: image } });

it('names each organisation whose written items owe work, once', () => {
  const event = {
    Records: [
      record({ pk: { S: 'ORG#aaaaaaaaaaaaaaaa' }, sk: { S: 'DOC#b2b#2026#000000001' }, owed: { S: 'aaaaaaaaaaaaaaaa_bb20260000000001' } }),
      record({ pk: { S: 'ORG#bbbbbbbbbbbbbbbb' }, sk: { S: 'DOC#b2c#2026#000000004' }, owed: { S: 'bbbbbbbbbbbbbbbb_bc20260000000004' } }),
      record({ pk: { S: 'ORG#aaaaaaaaaaaaaaaa' }, sk: { S: 'DOC#b2b#2026#000000002' }, owed: { S: 'aaaaaaaaaaaaaaaa_bb20260000000002' } }),
      // Settled already (no `owed`), a removal (no new image), and an item outside any organisation.
      record({ pk: { S: 'ORG#cccccccccccccccc' }, sk: { S: 'DOC#b2b#2026#000000001' } }),
      record(undefined),
      record({ pk: { S: 'SYSTEM' }, sk: { S: 'X' }, owed: { S: 'x' } }),
    ],
  } as unknown as DynamoDBStreamEvent;
  expect(owingOrganisations(event)).toEqual(['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb']);
});
