// The settler: a save answers before the stock movements and postings its document owes
// (functions/src/documents/derived-work.ts); the table's stream hands every write of an item that
// owes such work (its new image carries `owed`) to this Lambda, which settles the organisation.
// Reads settle what they show in any case, so a late or retried batch is never a wrong answer,
// only a slower first read. Its role is the table's alone.
import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { OWED_ATTRIBUTE } from '../../functions/src/store/keys.js';

export interface SettlerProps {
  code: lambda.Code;
  table: dynamodb.ITable;
  /** The area Lambdas' environment: the ports are chosen the same way (only the table is used). */
  environment: Record<string, string>;
}

export class Settler extends Construct {
  readonly fn: lambda.Function;

  constructor(scope: Construct, id: string, props: SettlerProps) {
    super(scope, id);
    this.fn = new lambda.Function(this, 'SettleFunction', {
      description: 'Bahi: settles the stock and postings saved documents owe',
      code: props.code,
      handler: 'index.handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 1024,
      // A busy organisation's backlog is settled in one run; the stream waits for it.
      timeout: Duration.minutes(5),
      environment: props.environment,
      logGroup: new logs.LogGroup(this, 'SettleFunctionLogs', { retention: logs.RetentionDays.ONE_MONTH }),
    });
    props.table.grantReadWriteData(this.fn);
    this.fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(1),
        bisectBatchOnError: true,
        retryAttempts: 10,
        filters: [lambda.FilterCriteria.filter({ dynamodb: { NewImage: { [OWED_ATTRIBUTE]: { S: lambda.FilterRule.exists() } } } })],
      }),
    );
  }
}
