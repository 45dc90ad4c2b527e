import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  StreamViewType,
  Table,
  TableEncryption,
} from "aws-cdk-lib/aws-dynamodb";
import { PolicyStatement, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  StorageClass,
} from "aws-cdk-lib/aws-s3";
import { NagSuppressions } from "cdk-nag";
import type { Construct } from "constructs";
import { tableDefinition } from "../../shared/platform/data/table";
import { DATA_STACK_OUTPUTS, FILES_PREFIX } from "../stack-names";

/**
 * The data that outlives any deployment: the single table and the files bucket. Both are
 * retained when the stack is deleted; the table also refuses deletion outright.
 */
export class DataStack extends Stack {
  readonly table: Table;
  readonly filesBucket: Bucket;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, props);

    const string = (name: string) => ({ name, type: AttributeType.STRING });
    // Built from shared/platform/data/table.ts, like the local stack, so both have the same indexes.
    this.table = new Table(this, "Table", {
      partitionKey: string(tableDefinition.partitionKey),
      sortKey: string(tableDefinition.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      deletionProtection: true,
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
      // The mail outbox worker (Workers stack) reads new mail intents from the stream. Both
      // images: changing the view type later means a new stream (new ARN, records lost).
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
    });
    for (const index of tableDefinition.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: string(index.partitionKey),
        sortKey: string(index.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }

    const accessLogs = new Bucket(this, "AccessLogs", {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(accessLogs, [
      {
        id: "AwsSolutions-S1",
        reason: "This bucket is the access-log destination; logging it into itself would loop.",
      },
    ]);

    this.filesBucket = new Bucket(this, "Files", {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: "files/",
      // Versions protect against overwrites and deletes; old ones need not live forever.
      lifecycleRules: [
        {
          noncurrentVersionExpiration: Duration.days(90),
          noncurrentVersionTransitions: [
            { storageClass: StorageClass.INFREQUENT_ACCESS, transitionAfter: Duration.days(30) },
          ],
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // CloudFront (web stack) reads files/* through origin access control. Naming the exact
    // distribution here would make this stack depend on the web stack, which already
    // depends on this one, so the grant is limited to this account's distributions instead.
    this.filesBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: "CloudFrontReadsPublicFiles",
        principals: [new ServicePrincipal("cloudfront.amazonaws.com")],
        actions: ["s3:GetObject"],
        resources: [this.filesBucket.arnForObjects(`${FILES_PREFIX}*`)],
        conditions: {
          StringEquals: { "AWS:SourceAccount": this.account },
          ArnLike: {
            "AWS:SourceArn": `arn:${this.partition}:cloudfront::${this.account}:distribution/*`,
          },
        },
      }),
    );

    // `npm run onboard -- --stage <stage>` finds the table and the bucket from these.
    new CfnOutput(this, DATA_STACK_OUTPUTS.tableName, { value: this.table.tableName });
    new CfnOutput(this, DATA_STACK_OUTPUTS.filesBucketName, { value: this.filesBucket.bucketName });
  }
}
