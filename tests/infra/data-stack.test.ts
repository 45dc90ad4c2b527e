import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { tableDefinition } from "../../shared/platform/data/table";
import { createTestApp } from "./support/create-test-app";

let template: Template;

beforeAll(() => {
  template = Template.fromStack(createTestApp().data);
});

describe("DataStack table", () => {
  it("has exactly the keys, indexes and TTL of shared/platform/data/table.ts", () => {
    const tables = template.findResources("AWS::DynamoDB::Table");
    expect(Object.keys(tables)).toHaveLength(1);
    const [table] = Object.values(tables);
    const properties = table?.Properties;

    expect(properties.KeySchema).toEqual([
      { AttributeName: tableDefinition.partitionKey, KeyType: "HASH" },
      { AttributeName: tableDefinition.sortKey, KeyType: "RANGE" },
    ]);
    expect(properties.GlobalSecondaryIndexes).toEqual(
      tableDefinition.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: "HASH" },
          { AttributeName: index.sortKey, KeyType: "RANGE" },
        ],
        Projection: { ProjectionType: "ALL" },
      })),
    );
    const keyNames = [
      tableDefinition.partitionKey,
      tableDefinition.sortKey,
      ...tableDefinition.globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
    ];
    expect(properties.AttributeDefinitions).toEqual(
      keyNames.map((name) => ({ AttributeName: name, AttributeType: "S" })),
    );
    expect(properties.TimeToLiveSpecification).toEqual({
      AttributeName: tableDefinition.timeToLiveAttribute,
      Enabled: true,
    });
  });

  it("is on-demand, backed up, protected, retained and encrypted with the AWS key", () => {
    template.hasResource("AWS::DynamoDB::Table", {
      DeletionPolicy: "Retain",
      UpdateReplacePolicy: "Retain",
      Properties: Match.objectLike({
        BillingMode: "PAY_PER_REQUEST",
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        SSESpecification: { SSEEnabled: true },
      }),
    });
  });
});

describe("DataStack files bucket", () => {
  it("is private, versioned, encrypted and logs access", () => {
    template.hasResourceProperties("AWS::S3::Bucket", {
      VersioningConfiguration: { Status: "Enabled" },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          { ServerSideEncryptionByDefault: { SSEAlgorithm: "AES256" } },
        ],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LoggingConfiguration: { DestinationBucketName: Match.anyValue(), LogFilePrefix: "files/" },
    });
  });

  it("lets CloudFront of this account read files/* only, and only over TLS", () => {
    const statements = Object.values(template.findResources("AWS::S3::BucketPolicy")).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as Record<string, unknown>[],
    );
    const cloudFront = statements.filter((s) => s.Sid === "CloudFrontReadsPublicFiles");
    expect(cloudFront).toHaveLength(1);
    expect(cloudFront[0]).toMatchObject({
      Effect: "Allow",
      Action: "s3:GetObject",
      Principal: { Service: "cloudfront.amazonaws.com" },
      Condition: {
        StringEquals: { "AWS:SourceAccount": { Ref: "AWS::AccountId" } },
        ArnLike: { "AWS:SourceArn": expect.anything() },
      },
    });
    expect(JSON.stringify(cloudFront[0]?.Resource)).toMatch(/\/files\/\*"/);
    const denyInsecure = statements.filter(
      (s) =>
        s.Effect === "Deny" &&
        JSON.stringify(s.Condition) ===
          JSON.stringify({ Bool: { "aws:SecureTransport": "false" } }),
    );
    // The files bucket and its access-log bucket.
    expect(denyInsecure).toHaveLength(2);
  });
});
