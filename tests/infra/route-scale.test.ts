// The stack with a full-size manifest (~190 routes over all twelve areas, as the spec will need),
// so the 500-resource limit is checked before the routes exist. Every area reuses the access
// bundle as its code: only the template's shape matters here.
import { type CfnElement, Stack } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { AREAS, type HttpMethod } from '@bahi/shared';
import type { ApiRoute } from '../../infra/lib/api.js';
import { areaBundleDir } from '../../infra/lib/repo-paths.js';
import { ensureBundles, fakeSiteDir, synthesize, type Synthesized } from './synth.js';

const ROUTE_COUNT = 192;

function syntheticRoutes(count: number): ApiRoute[] {
  const routes: ApiRoute[] = Array.from({ length: count - 1 }, (_, i) => {
    const area = AREAS[i % AREAS.length] as (typeof AREAS)[number];
    const method: HttpMethod = i % 2 === 0 ? 'GET' : 'POST';
    return { name: `route${i}`, route: { method, area, path: `/api/${area}/call${i}/{id}` } };
  });
  // One spec-style path with an empty segment, served by a greedy route.
  routes.push({ name: 'journalDelete', route: { method: 'GET', area: 'books', path: '/api/account/journal/transactions/delete/{journalId}//{userId}' } });
  return routes;
}

let synth: Synthesized;

beforeAll(async () => {
  await ensureBundles();
  const code = Code.fromAsset(areaBundleDir('access'));
  synth = synthesize({ routes: syntheticRoutes(ROUTE_COUNT), codeFor: () => code, webAssetsDir: fakeSiteDir() });
}, 60_000);

test(`${ROUTE_COUNT} routes over ${AREAS.length} Lambdas stay under 500 resources`, () => {
  expect(synth.byType.get('AWS::ApiGatewayV2::Route')).toHaveLength(ROUTE_COUNT);
  expect(synth.stack.api.functions.size).toBe(AREAS.length);
  expect(synth.byType.get('AWS::ApiGatewayV2::Integration')).toHaveLength(AREAS.length);
  expect(synth.byType.get('AWS::Lambda::Permission')).toHaveLength(AREAS.length);
  expect(synth.resourceCount).toBeLessThan(500);
});

test('a spec path with an empty segment becomes a greedy route on its fixed prefix', () => {
  synth.template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
    RouteKey: 'GET /api/account/journal/transactions/delete/{proxy+}',
  });
});

test('two manifest entries on one API Gateway route key are refused', () => {
  const clash: ApiRoute[] = [
    { name: 'a', route: { method: 'GET', area: 'books', path: '/api/x/{a}//{b}' } },
    { name: 'b', route: { method: 'GET', area: 'books', path: '/api/x/{c}//{d}/{e}' } },
  ];
  expect(() => synthesize({ routes: clash, codeFor: () => Code.fromInline('export const handler = 0'), webAssetsDir: null })).toThrow(
    /both map to the API Gateway route GET \/api\/x\/\{proxy\+\}/,
  );
});

test('every route is integrated with the Lambda of its own area', () => {
  const resources = synth.template.toJSON().Resources as Record<string, { Properties: Record<string, unknown> }>;
  const logicalId = (id: string) => {
    const construct = synth.stack.api.node.findChild(id);
    return Stack.of(construct).getLogicalId((construct.node.defaultChild ?? construct) as CfnElement);
  };
  for (const { name, route } of syntheticRoutes(ROUTE_COUNT)) {
    const target = JSON.stringify(resources[logicalId(`Route-${name}`)]?.Properties.Target);
    const integration = logicalId(`${route.area.charAt(0).toUpperCase()}${route.area.slice(1)}Integration`);
    expect({ name, target }).toEqual({ name, target: JSON.stringify({ 'Fn::Join': ['', ['integrations/', { Ref: integration }]] }) });
  }
});
