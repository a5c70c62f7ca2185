// The whole of Bahi's cloud in one stack: data (table, files bucket), auth (Cognito),
// the HTTP API with one Lambda per feature area, the settler on the table's stream, and the
// CloudFront site in front of the API.
// Routes, Lambda code and the site folder can be injected, so tests can synthesize the stack
// with a synthetic full-size manifest and without build outputs.
import { existsSync } from 'node:fs';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { routeList, type Area } from '@bahi/shared';
import { Api, type ApiRoute } from './api.js';
import { Auth } from './auth.js';
import { Data } from './data.js';
import { areaBundleDir, WEB_DIST_DIR } from './repo-paths.js';
import { Settler } from './settler.js';
import { WebHosting } from './web-hosting.js';

export interface BahiStackProps extends StackProps {
  /** The route manifest (default: routeList from @bahi/shared). */
  routes?: readonly ApiRoute[];
  /** The code of an area's Lambda or of the settler (default: the bundle in functions/dist/<name>). */
  codeFor?: (bundle: Area | 'settle') => lambda.Code;
  /** The built site to deploy (default: web/dist when it exists); null deploys no site content. */
  webAssetsDir?: string | null;
}

/** The bundle built by functions/scripts/bundle.ts; fails early, and says how to build it. */
export function bundledAreaCode(bundle: Area | 'settle'): lambda.Code {
  const dir = areaBundleDir(bundle);
  if (!existsSync(`${dir}/index.mjs`)) {
    throw new Error(`No Lambda bundle "${bundle}" in ${dir}: run \`npm run build:functions\` first.`);
  }
  return lambda.Code.fromAsset(dir);
}

/** web/dist when a web build exists, else null (synth then works before `npm run build:web`). */
export function builtSiteDir(): string | null {
  return existsSync(`${WEB_DIST_DIR}/index.html`) ? WEB_DIST_DIR : null;
}

export class BahiStack extends Stack {
  readonly data: Data;
  readonly auth: Auth;
  readonly api: Api;
  readonly settler: Settler;
  readonly web: WebHosting;

  constructor(scope: Construct, id: string, props: BahiStackProps = {}) {
    super(scope, id, props);
    const webAssetsDir = props.webAssetsDir === undefined ? builtSiteDir() : props.webAssetsDir;

    this.data = new Data(this, 'Data');
    this.auth = new Auth(this, 'Auth');
    const codeFor = props.codeFor ?? bundledAreaCode;
    this.api = new Api(this, 'Api', {
      routes: props.routes ?? routeList,
      codeFor,
      table: this.data.table,
      filesBucket: this.data.filesBucket,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.client,
    });
    this.settler = new Settler(this, 'Settler', { code: codeFor('settle'), table: this.data.table, environment: this.api.environment });
    this.web = new WebHosting(this, 'Web', { httpApi: this.api.httpApi, webAssetsDir });
    this.data.allowSiteOrigin(this.web.siteUrl);
    this.auth.sendInvitationsTo(this.web.siteUrl);

    new CfnOutput(this, 'SiteUrl', { value: this.web.siteUrl, description: 'The site (and /api/* behind it)' });
    new CfnOutput(this, 'ApiUrl', { value: this.api.httpApi.apiEndpoint, description: 'The HTTP API, direct' });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.client.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'FilesBucketName', { value: this.data.filesBucket.bucketName });
  }
}
