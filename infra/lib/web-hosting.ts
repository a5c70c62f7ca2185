// The site: a private web-assets bucket served by CloudFront through origin access control, and
// `/api/*` forwarded to the HTTP API on the same origin (no CORS, no caching, every viewer header
// but Host, so the Authorization header reaches the Lambdas). The site is deployed from web/dist
// when a web build exists; without one the distribution is created empty.
//
// Every response, site and API alike, carries the security headers of
// shared/src/http/security-headers.ts (the local server sends the same ones), plus HSTS.
//
// No custom error responses: they would apply to /api/* too and replace the API's JSON errors.
// The web app is multi-page (index, dashboard, switch, taxpayer .html), so it needs no SPA fallback.
import { Aws, Duration, Stack } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { contentSecurityPolicy, FRAME_OPTIONS, HSTS, REFERRER_POLICY } from '@bahi/shared';

export interface WebHostingProps {
  httpApi: apigwv2.IHttpApi;
  /** A built site to upload (web/dist), or null to create the hosting without content. */
  webAssetsDir: string | null;
}

export class WebHosting extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);

    this.bucket = new s3.Bucket(this, 'WebBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    });

    // The $default stage serves at the API's root, so /api/... reaches the same path there.
    const apiDomain = `${props.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Aws.URL_SUFFIX}`;
    const apiOrigin = new origins.HttpOrigin(apiDomain, { protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY });
    const securityHeaders = securityHeadersPolicy(this);

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Bahi site and API',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_200,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          compress: true,
        },
      },
    });
    this.siteUrl = `https://${this.distribution.distributionDomainName}`;

    if (props.webAssetsDir) {
      new s3deploy.BucketDeployment(this, 'Site', {
        sources: [s3deploy.Source.asset(props.webAssetsDir)],
        destinationBucket: this.bucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
    }
  }
}

/** The CDK enum member whose value is `value` (the shared module speaks header values, CDK enums). */
function enumMember<E extends string>(members: Record<string, E>, value: string): E {
  const member = Object.values(members).find((candidate) => candidate === value);
  if (!member) throw new Error(`CloudFront has no header value ${value}`);
  return member;
}

function securityHeadersPolicy(scope: Construct): cloudfront.ResponseHeadersPolicy {
  // The organisation logo comes from a presigned URL of the files bucket. The bucket's own domain
  // cannot be named here: its CORS rule names the distribution, which would name the bucket back
  // (a cycle), so images may come from any S3 bucket of the stack's region.
  const filesOrigin = `https://*.s3.${Stack.of(scope).region}.${Aws.URL_SUFFIX}`;
  return new cloudfront.ResponseHeadersPolicy(scope, 'SecurityHeaders', {
    comment: 'Bahi security headers (shared/src/http/security-headers.ts)',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy({ imageOrigins: [filesOrigin] }), override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: enumMember(cloudfront.HeadersFrameOption, FRAME_OPTIONS), override: true },
      referrerPolicy: { referrerPolicy: enumMember(cloudfront.HeadersReferrerPolicy, REFERRER_POLICY), override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS.maxAgeSeconds),
        includeSubdomains: HSTS.includeSubdomains,
        override: true,
      },
    },
  });
}
