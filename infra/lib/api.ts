// The HTTP API: one Lambda per feature area and one route per manifest entry, each route
// integrated with its area's Lambda. Every Lambda has ONE integration (reused by all its routes)
// and ONE invoke permission scoped to the whole API, not one per route: with ~190 routes,
// per-route permissions would push the stack past CloudFormation's 500-resource limit.
import { Duration, Stack } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { gatewayPath, type Area, type RouteDefinition } from '@bahi/shared';
import { AREA_NEEDS, cognitoActionsOf } from './area-access.js';
import { LAMBDA_NODE_OPTIONS } from './lambda-runtime.js';

/** A manifest entry as infra needs it (routeList's entries fit; tests pass synthetic ones). */
export interface ApiRoute {
  name: string;
  route: Pick<RouteDefinition, 'method' | 'path' | 'area'>;
}

/** The API Gateway route key of a manifest entry: `METHOD path`, greedy for `//` paths. */
export function gatewayRouteKey(route: ApiRoute['route']): string {
  return `${route.method} ${gatewayPath(route.path)}`;
}

/** The areas that serve routes, in first-appearance order. */
export function areasOf(routes: readonly ApiRoute[]): Area[] {
  return [...new Set(routes.map(({ route }) => route.area))];
}

export interface ApiProps {
  routes: readonly ApiRoute[];
  /** The code of an area's Lambda (functions/dist/<area> by default; see BahiStack). */
  codeFor: (area: Area) => lambda.Code;
  table: dynamodb.ITable;
  filesBucket: s3.IBucket;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
}

export class Api extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  readonly functions = new Map<Area, lambda.Function>();
  /** What every area Lambda's ports are chosen from (functions/src/config/ports-from-env.ts). */
  readonly environment: Record<string, string>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    // Reached through CloudFront's /api/* behaviour (same origin as the site), so no CORS.
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', { apiName: `${Stack.of(this).stackName}-api`, createDefaultStage: true });

    const environment = (this.environment = {
      TABLE_NAME: props.table.tableName,
      COGNITO_USER_POOL_ID: props.userPool.userPoolId,
      COGNITO_CLIENT_ID: props.userPoolClient.userPoolClientId,
      FILES_BUCKET_NAME: props.filesBucket.bucketName,
      // Texts go straight to customers' phones through SNS (functions/src/adapters/sms-sns.ts).
      BAHI_SMS: 'sns',
      NODE_OPTIONS: LAMBDA_NODE_OPTIONS,
    });

    // The integration is declared here rather than through HttpRoute + HttpLambdaIntegration:
    // those file the integration (and, by default, a permission per route) under whichever route
    // binds first, so logical ids would shift when routes are reordered or removed.
    const integrations = new Map<Area, apigwv2.HttpIntegration>();
    for (const area of areasOf(props.routes)) {
      const fn = this.areaFunction(area, props, environment);
      this.functions.set(area, fn);
      integrations.set(
        area,
        new apigwv2.HttpIntegration(this, `${pascal(area)}Integration`, {
          httpApi: this.httpApi,
          integrationType: apigwv2.HttpIntegrationType.AWS_PROXY,
          integrationUri: fn.functionArn,
          payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0,
          timeout: Duration.seconds(29),
        }),
      );
    }

    const seen = new Map<string, string>();
    for (const { name, route } of props.routes) {
      const key = gatewayRouteKey(route);
      const clash = seen.get(key);
      if (clash) throw new Error(`Routes ${clash} and ${name} both map to the API Gateway route ${key}`);
      seen.set(key, name);
      const integration = integrations.get(route.area) as apigwv2.HttpIntegration;
      new apigwv2.CfnRoute(this, `Route-${name}`, {
        apiId: this.httpApi.apiId,
        routeKey: key,
        target: `integrations/${integration.integrationId}`,
      });
    }
  }

  private areaFunction(area: Area, props: ApiProps, environment: Record<string, string>): lambda.Function {
    const id = `${pascal(area)}Function`;
    const fn = new lambda.Function(this, id, {
      description: `Bahi ${area} routes`,
      code: props.codeFor(area),
      handler: 'index.handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 1024,
      timeout: Duration.seconds(29),
      environment,
      logGroup: new logs.LogGroup(this, `${id}Logs`, { retention: logs.RetentionDays.ONE_MONTH }),
    });

    // The one invoke permission: any stage, method and route of this API (`*` spans slashes).
    fn.addPermission('InvokeFromHttpApi', {
      principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: Stack.of(this).formatArn({ service: 'execute-api', resource: this.httpApi.apiId, resourceName: '*/*' }),
    });

    props.table.grantReadWriteData(fn);
    const needs = AREA_NEEDS[area];
    if (needs.files) props.filesBucket.grantReadWrite(fn);
    // An SMS to a phone number is a Publish with no topic, so it cannot be scoped to a resource.
    if (needs.sms) fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
    const cognitoActions = cognitoActionsOf(needs);
    if (cognitoActions.length > 0) props.userPool.grant(fn, ...cognitoActions);
    return fn;
  }
}

function pascal(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
