// The stack as `npm run synth` builds it today, from the real route manifest and the real bundles.
import { Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { contentSecurityPolicy, routeList, SECURITY_HEADERS } from '@bahi/shared';
import { SERVED_AREAS } from '../../functions/src/areas/index.js';
import { TABLE_KEYS } from '../../functions/src/store/keys.js';
import { gatewayRouteKey } from '../../infra/lib/api.js';
import { ensureBundles, fakeSiteDir, synthesize, type Synthesized } from './synth.js';

// CloudFront managed policies (fixed ids, the same in every account).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let synth: Synthesized;
const resourcesOf = (type: string) => synth.template.findResources(type);
const areaFunctionIds = () =>
  [...synth.stack.api.functions.values()].map((fn) => Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction));

beforeAll(async () => {
  await ensureBundles();
  synth = synthesize({ webAssetsDir: fakeSiteDir() });
}, 60_000);

test('one API route per manifest entry, with the manifest route keys', () => {
  const routes = Object.values(resourcesOf('AWS::ApiGatewayV2::Route'));
  expect(routes).toHaveLength(routeList.length);
  const keys = routes.map((route) => route.Properties.RouteKey as string).sort();
  expect(keys).toEqual(routeList.map(({ route }) => gatewayRouteKey(route)).sort());
});

test('stays well under the CloudFormation limit of 500 resources', () => {
  expect(synth.resourceCount).toBeLessThan(500);
});

test('the table has the keys and indexes of TABLE_KEYS, on demand, with PITR, TTL, retained', () => {
  const attributeNames = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...TABLE_KEYS.indexes.flatMap((i) => [i.partitionKey, i.sortKey]), 'owed'];
  synth.template.resourceCountIs('AWS::DynamoDB::Table', 1);
  synth.template.hasResource('AWS::DynamoDB::Table', {
    DeletionPolicy: 'Retain',
    Properties: {
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      // Sign-in attempt counters and claim fences expire by TTL (functions/src/store/keys.ts).
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith(attributeNames.map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
      GlobalSecondaryIndexes: TABLE_KEYS.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      // What an organisation owes of derived work, read consistently (functions/src/store/keys.ts).
      LocalSecondaryIndexes: [
        {
          IndexName: 'lsi1',
          KeySchema: [
            { AttributeName: 'pk', KeyType: 'HASH' },
            { AttributeName: 'owed', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
    },
  });
});

test('one Lambda per served area, Node.js 22 on arm64, with the environment the ports read', () => {
  // An area registered before its first route lands has nothing to serve yet, so no Lambda.
  const areasWithRoutes = SERVED_AREAS.filter((area) => routeList.some(({ route }) => route.area === area));
  expect([...synth.stack.api.functions.keys()].sort()).toEqual(areasWithRoutes.sort());
  const functions = resourcesOf('AWS::Lambda::Function');
  for (const id of areaFunctionIds()) {
    const props = functions[id]?.Properties;
    expect(props).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      MemorySize: 1024,
      Timeout: 29,
    });
    expect(Object.keys(props.Environment.Variables).sort()).toEqual(
      ['BAHI_SMS', 'COGNITO_CLIENT_ID', 'COGNITO_USER_POOL_ID', 'FILES_BUCKET_NAME', 'NODE_OPTIONS', 'TABLE_NAME'].sort(),
    );
    expect(props.Environment.Variables.NODE_OPTIONS).toBe('--enable-source-maps');
  }
});

test("the settler Lambda reads the table's stream, only the writes of items that owe derived work, and may touch the table alone", () => {
  synth.template.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_IMAGE' } });
  const settleId = Stack.of(synth.stack).getLogicalId(synth.stack.settler.fn.node.defaultChild as CfnFunction);
  const settle = resourcesOf('AWS::Lambda::Function')[settleId]?.Properties;
  expect(settle).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler', Timeout: 300 });
  const mappings = Object.values(resourcesOf('AWS::Lambda::EventSourceMapping'));
  expect(mappings).toHaveLength(1);
  expect(mappings[0]?.Properties).toMatchObject({
    FunctionName: { Ref: settleId },
    StartingPosition: 'TRIM_HORIZON',
    BisectBatchOnFunctionError: true,
    FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ dynamodb: { NewImage: { owed: { S: [{ exists: true }] } } } }) }] },
  });
  // The role's statements: the table (and its stream, to read it) and the logs, nothing else.
  const role = settle.Role['Fn::GetAtt'][0] as string;
  const actions = Object.values(resourcesOf('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${role}"`))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement.flatMap((statement: { Action: string | string[] }) => statement.Action));
  expect(actions.filter((action: string) => !action.startsWith('dynamodb:'))).toEqual([]);
});

test('exactly one invoke permission and one integration per area Lambda, scoped to the API', () => {
  const permissions = Object.values(resourcesOf('AWS::Lambda::Permission'));
  const ids = areaFunctionIds();
  expect(permissions).toHaveLength(ids.length);
  for (const id of ids) {
    const own = permissions.filter((p) => JSON.stringify(p.Properties.FunctionName).includes(`"${id}"`));
    expect(own).toHaveLength(1);
    expect(own[0]?.Properties.Principal).toBe('apigateway.amazonaws.com');
    expect(JSON.stringify(own[0]?.Properties.SourceArn)).toContain('/*/*');
  }
  const integrations = Object.values(resourcesOf('AWS::ApiGatewayV2::Integration'));
  expect(integrations).toHaveLength(ids.length);
  for (const integration of integrations) {
    expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
  }
});

test('Cognito: email sign-in, password of 8+, a public client with USER_PASSWORD_AUTH', () => {
  synth.template.hasResourceProperties('AWS::Cognito::UserPool', {
    UsernameAttributes: ['email'],
    Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 8 }) },
    AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
  });
  // The invitation email Cognito sends carries the set-password link (the temporary password is Bahi's token).
  const pool = Object.values(synth.template.findResources('AWS::Cognito::UserPool'))[0] as { Properties: Record<string, unknown> };
  const template = JSON.stringify((pool.Properties.AdminCreateUserConfig as Record<string, unknown>).InviteMessageTemplate);
  expect(template).toContain('"EmailSubject":"You are invited to Bahi"');
  expect(template).toContain('/?invite={####}');
  synth.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
    ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH']),
    GenerateSecret: false,
  });
});

test('CloudFront serves the web bucket through OAC and sends /api/* to the HTTP API uncached', () => {
  synth.template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
  synth.template.hasResourceProperties('AWS::CloudFront::Distribution', {
    DistributionConfig: Match.objectLike({
      DefaultRootObject: 'index.html',
      CacheBehaviors: [
        Match.objectLike({
          PathPattern: '/api/*',
          AllowedMethods: Match.arrayWith(['PUT', 'POST', 'DELETE']),
          CachePolicyId: CACHING_DISABLED,
          OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
          ViewerProtocolPolicy: 'https-only',
        }),
      ],
    }),
  });
  const distribution = Object.values(resourcesOf('AWS::CloudFront::Distribution'))[0];
  const apiOrigin = distribution?.Properties.DistributionConfig.Origins.find(
    (origin: { CustomOriginConfig?: unknown }) => origin.CustomOriginConfig,
  );
  expect(JSON.stringify(apiOrigin.DomainName)).toContain('.execute-api.');
  expect(apiOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
  synth.template.resourceCountIs('Custom::CDKBucketDeployment', 1);
});

test('every site and API response carries the shared security headers, HSTS included', () => {
  const policies = synth.byType.get('AWS::CloudFront::ResponseHeadersPolicy') ?? [];
  expect(policies).toHaveLength(1);
  const policy = resourcesOf('AWS::CloudFront::ResponseHeadersPolicy')[policies[0]!]!.Properties.ResponseHeadersPolicyConfig;
  const csp = JSON.stringify(policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
  // The local server's policy, with the files bucket's region added to img-src for the logo.
  const [before, after] = contentSecurityPolicy().split("img-src 'self' data: blob:");
  expect(csp).toContain(before);
  expect(csp).toContain(after);
  expect(csp).toContain("img-src 'self' data: blob: https://*.s3.");
  expect(policy.SecurityHeadersConfig).toMatchObject({
    ContentSecurityPolicy: { Override: true },
    ContentTypeOptions: { Override: true },
    FrameOptions: { FrameOption: SECURITY_HEADERS['x-frame-options'], Override: true },
    ReferrerPolicy: { ReferrerPolicy: SECURITY_HEADERS['referrer-policy'], Override: true },
    StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Override: true },
  });
  const config = Object.values(resourcesOf('AWS::CloudFront::Distribution'))[0]?.Properties.DistributionConfig;
  for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
    expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policies[0] });
  }
});

test('both buckets block public access; the files bucket allows presigned PUT/GET from the site', () => {
  const buckets = Object.values(resourcesOf('AWS::S3::Bucket'));
  expect(buckets).toHaveLength(2);
  for (const bucket of buckets) {
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.Properties.BucketEncryption).toBeDefined();
  }
  synth.template.hasResourceProperties('AWS::S3::Bucket', {
    CorsConfiguration: {
      CorsRules: [Match.objectLike({ AllowedMethods: Match.arrayWith(['GET', 'PUT']), AllowedOrigins: [Match.anyValue()] })],
    },
  });
  // SMS go straight to phones (sns:Publish without a topic): the stack needs no topic.
  synth.template.resourceCountIs('AWS::SNS::Topic', 0);
});

test('outputs the site URL, API URL, user pool, client and table', () => {
  const outputs = Object.keys(synth.template.toJSON().Outputs as object);
  expect(outputs).toEqual(expect.arrayContaining(['SiteUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId', 'TableName']));
});
