// The CDK app (cdk.json runs it with tsx). One stack; account and region come from the CLI's
// credentials at deploy time, and synth needs neither (no lookups), so it works offline.
import { App } from 'aws-cdk-lib';
import { BahiStack, builtSiteDir } from '../lib/bahi-stack.js';

const app = new App();
const webAssetsDir = builtSiteDir();
if (!webAssetsDir) {
  console.warn('Note: web/dist has no index.html, so the site upload is left out (run `npm run build:web` first to include it).');
}
new BahiStack(app, 'Bahi', {
  description: 'Bahi: GST invoicing and books (HTTP API, Lambdas, DynamoDB, S3, SNS, Cognito, CloudFront)',
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  webAssetsDir,
});
app.synth();
