// Each area Lambda's OWN role holds exactly the permissions its code needs: the Cognito actions
// behind the identity calls its source makes, the files bucket when it uses blobs, the SMS topic
// when it publishes. "Its code" is its Lambda bundle, tree-shaken as deployed, so a call made
// through another area's module (settings inviting a user via access/invited-account.ts) counts
// for the Lambda that makes it, and one in a function it never reaches does not.
import { Stack } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { areaBundleText } from '../../functions/scripts/bundle.js';
import { SERVED_AREAS, type ServedArea } from '../../functions/src/areas/index.js';
import { COGNITO_ACTIONS_OF, type IdentityCall } from '../../infra/lib/area-access.js';
import { ensureBundles, fakeSiteDir, synthesize, type Synthesized } from './synth.js';

/**
 * A call on a port, as the bundle spells it (`ports.identity.invite(`; esbuild may rename the
 * variable, never the properties). The adapters implement the ports and make no such calls.
 */
const PORT_CALL = /\.(identity|blobs|sms)\.(\w+)\(/g;

interface CodeNeeds {
  identity: Set<string>;
  blobs: boolean;
  sms: boolean;
}

const codeNeeds = new Map<ServedArea, Promise<CodeNeeds>>();

/** What the area's tree-shaken bundle calls on the identity, blob and SMS ports. */
function needsOfCode(area: ServedArea): Promise<CodeNeeds> {
  if (!codeNeeds.has(area)) {
    codeNeeds.set(
      area,
      areaBundleText(area).then((code) => {
        const needs: CodeNeeds = { identity: new Set(), blobs: false, sms: false };
        for (const [, port, call] of code.matchAll(PORT_CALL)) {
          if (port === 'identity') needs.identity.add(call as string);
          if (port === 'blobs') needs.blobs = true;
          if (port === 'sms') needs.sms = true;
        }
        return needs;
      }),
    );
  }
  return codeNeeds.get(area) as Promise<CodeNeeds>;
}

interface Statement {
  Action: string | string[];
  Resource: unknown;
}

let synth: Synthesized;
beforeAll(async () => {
  await ensureBundles();
  synth = synthesize({ webAssetsDir: fakeSiteDir() });
}, 60_000);

/** The statements of the policies attached to this function's own execution role. */
function ownStatements(area: ServedArea): { roleId: string; statements: Statement[] } {
  const fn = synth.stack.api.functions.get(area);
  if (!fn) throw new Error(`no Lambda for ${area}`);
  const functionId = Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction);
  const resources = synth.template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;
  const roleId = (resources[functionId]?.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const statements = Object.values(resources)
    .filter((resource) => resource.Type === 'AWS::IAM::Policy')
    .filter((policy) => (policy.Properties.Roles as unknown[]).some((role) => JSON.stringify(role) === JSON.stringify({ Ref: roleId })))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  return { roleId, statements };
}

const actionsOf = (statements: Statement[]) => statements.flatMap((statement) => [statement.Action].flat());
const servedAreas = () => [...synth.stack.api.functions.keys()] as ServedArea[];

test('every area Lambda has a role of its own', () => {
  const roles = servedAreas().map((area) => ownStatements(area).roleId);
  expect(new Set(roles).size).toBe(roles.length);
});

test.each(SERVED_AREAS)('the %s Lambda may do exactly what its code does', async (area) => {
  const code = await needsOfCode(area);
  const { statements } = ownStatements(area);
  const actions = actionsOf(statements);

  const cognitoNeeded = [...new Set([...code.identity].flatMap((call) => COGNITO_ACTIONS_OF[call as IdentityCall]))].sort();
  expect({ area, cognito: actions.filter((action) => action.startsWith('cognito-idp:')).sort() }).toEqual({ area, cognito: cognitoNeeded });

  const s3 = statements.filter((statement) => actionsOf([statement]).some((action) => action.startsWith('s3:')));
  expect({ area, files: s3.length > 0 }).toEqual({ area, files: code.blobs });
  for (const statement of s3) expect(JSON.stringify(statement.Resource)).toContain('FilesBucket');

  expect({ area, sms: actions.includes('sns:Publish') }).toEqual({ area, sms: code.sms });
  // Every area keeps its records in the one table.
  expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query']));
});

test('the areas whose code calls Cognito admin APIs today: settings and clients invite, access signs up', async () => {
  // verify (the bearer token, every route) needs no IAM action.
  expect([...(await needsOfCode('settings')).identity].sort()).toEqual(['invite', 'sendInvitation', 'setPassword', 'signIn', 'signOutEverywhere', 'unregister', 'verify']);
  expect([...(await needsOfCode('clients')).identity].sort()).toEqual(['invite', 'sendInvitation', 'unregister', 'verify']);
  expect([...(await needsOfCode('catalogue')).identity]).toEqual(['verify']);
});

test('the areas whose code texts customers: sales (SMS on save) and messaging', async () => {
  expect([(await needsOfCode('sales')).sms, (await needsOfCode('messaging')).sms, (await needsOfCode('catalogue')).sms]).toEqual([true, true, false]);
});

test('the returns Lambda writes return files to the bucket (signed links) and calls neither Cognito admin APIs nor SNS', async () => {
  const needs = await needsOfCode('returns');
  expect({ identity: [...needs.identity], blobs: needs.blobs, sms: needs.sms }).toEqual({ identity: ['verify'], blobs: true, sms: false });
});
