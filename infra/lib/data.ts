// What the Lambdas keep: the single table (keys and indexes from TABLE_KEYS, the same module the
// repositories build keys with), the files bucket (logos, expense evidence, GST return files,
// reached by presigned URLs from the site). (SMS go straight to phones through SNS: no topic.)
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { TABLE_KEYS } from '../../functions/src/store/keys.js';

const stringKey = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

export class Data extends Construct {
  readonly table: dynamodb.Table;
  readonly filesBucket: s3.Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: stringKey(TABLE_KEYS.partitionKey),
      sortKey: stringKey(TABLE_KEYS.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
      timeToLiveAttribute: TABLE_KEYS.timeToLive,
      // The settler reads the writes of documents that owe derived work from the stream (settler.ts).
      stream: dynamodb.StreamViewType.NEW_IMAGE,
    });
    for (const index of TABLE_KEYS.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    for (const index of TABLE_KEYS.localIndexes) {
      this.table.addLocalSecondaryIndex({ indexName: index.name, sortKey: stringKey(index.sortKey), projectionType: dynamodb.ProjectionType.KEYS_ONLY });
    }

    this.filesBucket = new s3.Bucket(this, 'FilesBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
    });

  }

  /** Lets the site's pages PUT and GET files with presigned URLs (the site is created later). */
  allowSiteOrigin(origin: string): void {
    this.filesBucket.addCorsRule({
      allowedOrigins: [origin],
      allowedMethods: [s3.HttpMethods.GET, s3.HttpMethods.PUT, s3.HttpMethods.HEAD],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: Duration.hours(1).toSeconds(),
    });
  }
}
