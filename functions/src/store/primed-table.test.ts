import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../ports/table.js';
import { primedKey, withPrimedReads, type PrimedItems } from './primed-table.js';

const ORG_KEY = { pk: 'ORG#o1', sk: 'ORG' };
const CLIENT_KEY = { pk: 'ORG#o1', sk: 'CLIENT#c1' };

/** A table whose client answers every GetItem with a "fresh" item and records what reached it. */
function tableRecording() {
  const reached: string[] = [];
  const client = {
    config: { region: 'local' },
    async send(command: GetCommand | PutCommand) {
      reached.push(`${command.constructor.name} ${JSON.stringify(command.input.TableName)}`);
      return { $metadata: {}, Item: { fresh: true } };
    },
  };
  return { table: { client, name: 'bahi' } as unknown as Table, reached };
}

const primed = (): PrimedItems => new Map([[primedKey(ORG_KEY), { ...ORG_KEY, name: 'Demo Traders' }], [primedKey(CLIENT_KEY), null]]);

it('answers the first GetItem of a primed key from the prefetch, and the next from the table', async () => {
  const { table, reached } = tableRecording();
  const view = withPrimedReads(table, primed());
  await expect(view.client.send(new GetCommand({ TableName: 'bahi', Key: ORG_KEY }))).resolves.toEqual({ $metadata: {}, Item: { ...ORG_KEY, name: 'Demo Traders' } });
  expect(reached).toEqual([]);
  await expect(view.client.send(new GetCommand({ TableName: 'bahi', Key: ORG_KEY }))).resolves.toEqual({ $metadata: {}, Item: { fresh: true } });
  expect(reached).toEqual(['GetCommand "bahi"']);
});

it('answers a primed key that was not found with no Item', async () => {
  const { table, reached } = tableRecording();
  await expect(withPrimedReads(table, primed()).client.send(new GetCommand({ TableName: 'bahi', Key: CLIENT_KEY }))).resolves.toEqual({ $metadata: {} });
  expect(reached).toEqual([]);
});

it('passes through writes, other keys, other tables and projected reads; keeps the client config', async () => {
  const { table, reached } = tableRecording();
  const view = withPrimedReads(table, primed());
  await view.client.send(new PutCommand({ TableName: 'bahi', Item: ORG_KEY }));
  await view.client.send(new GetCommand({ TableName: 'bahi', Key: { pk: 'ORG#o1', sk: 'ITEM#x' } }));
  await view.client.send(new GetCommand({ TableName: 'other', Key: ORG_KEY }));
  await view.client.send(new GetCommand({ TableName: 'bahi', Key: ORG_KEY, ProjectionExpression: 'pk' }));
  expect(reached).toEqual(['PutCommand "bahi"', 'GetCommand "bahi"', 'GetCommand "other"', 'GetCommand "bahi"']);
  expect((view.client as unknown as { config: unknown }).config).toEqual({ region: 'local' });
});

it('is the table itself when nothing was prefetched', () => {
  const { table } = tableRecording();
  expect(withPrimedReads(table, new Map())).toBe(table);
});
