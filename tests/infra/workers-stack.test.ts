import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { LEASE_MS } from "../../functions/platform/outbox/delivery";
import {
  ITERATOR_AGE_THRESHOLD,
  OUTBOX_TIMEOUT,
  UNDELIVERED_MAIL_THRESHOLD,
} from "../../infra/constructs/mail-outbox";
import { RECONCILE_RATE, RECONCILE_TIMEOUT } from "../../infra/constructs/reconciliation";
import { createTestApp } from "./support/create-test-app";
import {
  actionsOf,
  managedPoliciesOf,
  type Resource,
  roleOf,
  statementsOf,
} from "./support/template-queries";

let template: Template;
let dataTemplate: Template;

beforeAll(() => {
  const app = createTestApp({ context: { stage: "qa" } });
  template = Template.fromStack(app.workers);
  dataTemplate = Template.fromStack(app.data);
});

const functionNamed = (prefix: string): [string, Resource] => {
  const found = Object.entries(template.findResources("AWS::Lambda::Function")).filter(([id]) =>
    id.startsWith(prefix),
  );
  if (found.length !== 1) throw new Error(`expected one function ${prefix}*`);
  return found[0] as [string, Resource];
};

const alarmNamed = (prefix: string): Resource => {
  const found = Object.entries(template.findResources("AWS::CloudWatch::Alarm")).filter(([id]) =>
    id.startsWith(prefix),
  );
  if (found.length !== 1) throw new Error(`expected one alarm ${prefix}*`);
  return found[0]?.[1] as Resource;
};

/** An alarm on one of our own metrics (functions/platform/metrics.ts): the stage's worst value. */
const expectStageMetricAlarm = (
  prefix: string,
  metricName: string,
  expected: { Threshold: number; Period?: number },
) =>
  expect(alarmNamed(prefix).Properties).toMatchObject({
    Namespace: "DineOnCampus",
    MetricName: metricName,
    Dimensions: [{ Name: "Stage", Value: "qa" }],
    Statistic: "Maximum",
    ComparisonOperator: "GreaterThanThreshold",
    ...expected,
  });

/** The Data stack's table ARN as the Workers stack reads it (a weak cross-stack reference). */
const tableArnOutput = () => {
  const [tableId] = Object.keys(dataTemplate.findResources("AWS::DynamoDB::Table"));
  return Object.entries(dataTemplate.toJSON().Outputs ?? {}).find(
    ([, output]) =>
      JSON.stringify((output as { Value: unknown }).Value) ===
      JSON.stringify({ "Fn::GetAtt": [tableId, "Arn"] }),
  )?.[0];
};

describe("the table's stream", () => {
  it("carries new and old images", () => {
    dataTemplate.hasResourceProperties("AWS::DynamoDB::Table", {
      StreamSpecification: { StreamViewType: "NEW_AND_OLD_IMAGES" },
    });
  });
});

describe("checkout reconciliation sweeper", () => {
  it("runs every five minutes with the scheduled time, retried, failures to a dead-letter queue", () => {
    expect(RECONCILE_RATE.toMinutes()).toBe(5);
    const [sweeperId] = functionNamed("ReconciliationSweeper");
    template.hasResourceProperties("AWS::Scheduler::Schedule", {
      ScheduleExpression: "rate(5 minutes)",
      State: "ENABLED",
      Target: Match.objectLike({
        Arn: { "Fn::GetAtt": [sweeperId, "Arn"] },
        Input: JSON.stringify({ at: "<aws.scheduler.scheduled-time>" }),
        DeadLetterConfig: {
          Arn: {
            "Fn::GetAtt": [Match.stringLikeRegexp("ReconciliationScheduleDeadLetters"), "Arn"],
          },
        },
        RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 240 },
      }),
    });
  });

  it("has two minutes, less than the rate, and the stage for its metrics", () => {
    expect(RECONCILE_TIMEOUT.toSeconds()).toBeLessThan(RECONCILE_RATE.toSeconds());
    const [, sweeper] = functionNamed("ReconciliationSweeper");
    expect(sweeper.Properties).toMatchObject({
      Timeout: 120,
      Runtime: "nodejs22.x",
      Architectures: ["arm64"],
      Environment: {
        Variables: expect.objectContaining({
          STAGE: "qa",
          POWERTOOLS_SERVICE_NAME: "reconcile",
          MAIL_FROM: "no-reply@dineoncampus.example",
          TABLE_NAME: expect.anything(),
          SES_CONFIGURATION_SET: expect.anything(),
        }),
      },
    });
  });

  it("may query gsi1 and gsi2, read and write items by key and send mail, nothing more", () => {
    const role = roleOf(template, "ReconciliationSweeperServiceRole");
    const statements = statementsOf(template, role);
    const dynamo = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith("dynamodb:")));
    expect(dynamo).toHaveLength(1);
    expect(actionsOf(dynamo).sort()).toEqual([
      "dynamodb:ConditionCheckItem",
      "dynamodb:DeleteItem",
      "dynamodb:GetItem",
      "dynamodb:PutItem",
      "dynamodb:Query",
      "dynamodb:UpdateItem",
    ]);
    const resources = JSON.stringify(dynamo[0]?.Resource);
    expect(resources).toContain(`"OutputName":"${tableArnOutput()}"`);
    expect(resources.match(/\/index\/[^"]*/g)).toEqual(["/index/gsi1", "/index/gsi2"]);
    expect(actionsOf(statements).sort()).toEqual([
      ...actionsOf(dynamo).sort(),
      "ses:SendEmail",
      "ses:SendRawEmail",
    ]);
    expect(JSON.stringify(statements)).not.toMatch(/"\*"|:\*"/);
    expect(managedPoliciesOf(template, role)).toEqual([
      expect.stringContaining("AWSLambdaBasicExecutionRole"),
    ]);
  });

  it("is invoked by a role only EventBridge Scheduler of this account assumes", () => {
    template.hasResourceProperties("AWS::IAM::Role", {
      AssumeRolePolicyDocument: {
        Statement: [
          Match.objectLike({
            Principal: { Service: "scheduler.amazonaws.com" },
            Condition: { StringEquals: { "aws:SourceAccount": { Ref: "AWS::AccountId" } } },
          }),
        ],
      },
    });
  });

  it("alarms on its errors, its schedule's dead letters, its silence, stuck attempts and refunds", () => {
    const [sweeperId] = functionNamed("ReconciliationSweeper");
    expect(alarmNamed("ReconciliationSweeperErrorsAlarm").Properties).toMatchObject({
      MetricName: "Errors",
      Dimensions: [{ Name: "FunctionName", Value: { Ref: sweeperId } }],
      Threshold: 1,
    });
    expect(alarmNamed("ReconciliationScheduleDeadLettersAlarm").Properties).toMatchObject({
      Namespace: "AWS/SQS",
      MetricName: "ApproximateNumberOfMessagesVisible",
      Threshold: 1,
      ComparisonOperator: "GreaterThanOrEqualToThreshold",
    });
    expect(alarmNamed("ReconciliationSweeperSilentAlarm").Properties).toMatchObject({
      MetricName: "Invocations",
      Period: 900,
      Threshold: 1,
      ComparisonOperator: "LessThanThreshold",
      TreatMissingData: "breaching",
    });
    expectStageMetricAlarm("ReconciliationStuckCheckoutAttemptsAlarm", "StuckCheckoutAttempts", {
      Period: 300,
      Threshold: 0,
    });
    expectStageMetricAlarm("ReconciliationStuckOrderRefundsAlarm", "StuckOrderRefunds", {
      Period: 300,
      Threshold: 0,
    });
  });
});

describe("mail outbox worker", () => {
  it("reads the table's stream: new mail intents only, bisected, retried, failures to a DLQ", () => {
    const [workerId] = functionNamed("OutboxWorker");
    template.resourceCountIs("AWS::Lambda::EventSourceMapping", 1);
    template.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      FunctionName: { Ref: workerId },
      EventSourceArn: {
        "Fn::GetStackOutput": Match.objectLike({ StackName: "DineOnCampus-qa-Data" }),
      },
      StartingPosition: "TRIM_HORIZON",
      BatchSize: 10,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ["ReportBatchItemFailures"],
      MaximumRetryAttempts: 10,
      MaximumRecordAgeInSeconds: 3600,
      DestinationConfig: {
        OnFailure: {
          Destination: { "Fn::GetAtt": [Match.stringLikeRegexp("OutboxDeadLetters"), "Arn"] },
        },
      },
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              eventName: ["INSERT"],
              dynamodb: { NewImage: { type: { S: ["mail_intent"] } } },
            }),
          },
        ],
      },
    });
  });

  it("stops before a delivery's lease runs out", () => {
    expect(OUTBOX_TIMEOUT.toMilliseconds()).toBeLessThan(LEASE_MS);
    const [, worker] = functionNamed("OutboxWorker");
    expect(worker.Properties).toMatchObject({
      Timeout: OUTBOX_TIMEOUT.toSeconds(),
      Environment: {
        Variables: expect.objectContaining({ POWERTOOLS_SERVICE_NAME: "outbox", STAGE: "qa" }),
      },
    });
  });

  it("may read the stream, update intents by key, send mail and park failures, nothing more", () => {
    const role = roleOf(template, "OutboxWorkerServiceRole");
    const statements = statementsOf(template, role);
    expect(actionsOf(statements).sort()).toEqual([
      "dynamodb:DescribeStream",
      "dynamodb:GetItem",
      "dynamodb:GetRecords",
      "dynamodb:GetShardIterator",
      "dynamodb:ListStreams",
      "dynamodb:UpdateItem",
      "ses:SendEmail",
      "ses:SendRawEmail",
      "sqs:GetQueueAttributes",
      "sqs:GetQueueUrl",
      "sqs:SendMessage",
    ]);
    // ListStreams has no resource; every other statement names its resources.
    const wildcard = statements.filter((s) => JSON.stringify(s.Resource) === '"*"');
    expect(wildcard.map((s) => s.Action)).toEqual(["dynamodb:ListStreams"]);
    const items = statements.find((s) => actionsOf([s]).includes("dynamodb:UpdateItem"));
    expect(JSON.stringify(items?.Resource)).not.toContain("/index/");
  });

  it("alarms on errors, dead letters, a lagging stream and mail unsent after 15 minutes", () => {
    expect(alarmNamed("OutboxWorkerErrorsAlarm").Properties.MetricName).toBe("Errors");
    expect(alarmNamed("OutboxDeadLettersAlarm").Properties.MetricName).toBe(
      "ApproximateNumberOfMessagesVisible",
    );
    expect(alarmNamed("OutboxIteratorAgeAlarm").Properties).toMatchObject({
      Namespace: "AWS/Lambda",
      MetricName: "IteratorAge",
      Statistic: "Maximum",
      Threshold: ITERATOR_AGE_THRESHOLD.toMilliseconds(),
      ComparisonOperator: "GreaterThanThreshold",
    });
    expect(UNDELIVERED_MAIL_THRESHOLD.toMinutes()).toBe(15);
    expectStageMetricAlarm("OutboxUndeliveredMailAlarm", "UndeliveredMail", { Threshold: 900_000 });
  });
});

describe("dead-letter queues", () => {
  it("are encrypted, TLS-only and keep messages for 14 days", () => {
    const queues = Object.values(template.findResources("AWS::SQS::Queue")) as Resource[];
    expect(queues).toHaveLength(2);
    for (const queue of queues) {
      expect(queue.Properties).toMatchObject({
        SqsManagedSseEnabled: true,
        MessageRetentionPeriod: 14 * 24 * 3600,
      });
    }
    const policies = Object.values(template.findResources("AWS::SQS::QueuePolicy")) as Resource[];
    const denyInsecure = policies.filter((policy) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes("aws:SecureTransport"),
    );
    expect(denyInsecure).toHaveLength(2);
  });
});
