import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { BILLING_RATE, MAX_RECEIVES } from "../../infra/constructs/billing";
import { routeGroups } from "../../shared/route-list";
import { createTestApp } from "./support/create-test-app";
import {
  actionsOf,
  type Resource,
  roleOf as roleIn,
  statementsOf as statementsIn,
} from "./support/template-queries";

let template: Template;
let apiTemplate: Template;

beforeAll(() => {
  const app = createTestApp();
  template = Template.fromStack(app.billing);
  apiTemplate = Template.fromStack(app.api);
});

/** The logical id of a billing function's role, e.g. "Dispatcher" → BillingDispatcherServiceRole…. */
const roleOf = (fn: "Dispatcher" | "Worker"): string => roleIn(template, `Billing${fn}ServiceRole`);
const statementsOf = (roleLogicalId: string) => statementsIn(template, roleLogicalId);

describe("scheduled billing", () => {
  it("runs an EventBridge Scheduler schedule every hour, invoking the dispatcher with the scheduled time", () => {
    expect(BILLING_RATE.toHours()).toBe(1);
    template.hasResourceProperties("AWS::Scheduler::Schedule", {
      ScheduleExpression: "rate(1 hour)",
      State: "ENABLED",
      Target: Match.objectLike({
        Arn: { "Fn::GetAtt": [Match.stringLikeRegexp("Dispatcher"), "Arn"] },
        Input: JSON.stringify({ at: "<aws.scheduler.scheduled-time>" }),
        DeadLetterConfig: {
          Arn: { "Fn::GetAtt": [Match.stringLikeRegexp("ScheduleDeadLetters"), "Arn"] },
        },
        RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 3 }),
      }),
    });
  });

  it("has an encrypted, TLS-only campus queue with a dead-letter queue", () => {
    template.hasResourceProperties("AWS::SQS::Queue", {
      SqsManagedSseEnabled: true,
      VisibilityTimeout: 1800,
      RedrivePolicy: {
        deadLetterTargetArn: { "Fn::GetAtt": [Match.stringLikeRegexp("DeadLetters"), "Arn"] },
        maxReceiveCount: MAX_RECEIVES,
      },
    });
    const queues = template.findResources("AWS::SQS::Queue");
    expect(Object.keys(queues)).toHaveLength(3);
    const policies = Object.values(template.findResources("AWS::SQS::QueuePolicy")) as Resource[];
    const denyInsecure = policies.flatMap((policy) =>
      (
        policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }
      ).Statement.filter(
        (s) => s.Effect === "Deny" && JSON.stringify(s.Condition).includes("aws:SecureTransport"),
      ),
    );
    expect(denyInsecure).toHaveLength(3);
  });

  it("feeds the worker from the queue one campus at a time, reporting partial batch failures", () => {
    template.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      EventSourceArn: { "Fn::GetAtt": [Match.stringLikeRegexp("CampusQueue"), "Arn"] },
      BatchSize: 1,
      FunctionResponseTypes: ["ReportBatchItemFailures"],
    });
  });

  it("alarms on both dead-letter queues and on dispatcher and worker errors", () => {
    const alarms = Object.values(template.findResources("AWS::CloudWatch::Alarm")) as Resource[];
    const metrics = alarms.map((alarm) => alarm.Properties.MetricName).sort();
    expect(metrics).toEqual([
      "ApproximateNumberOfMessagesVisible",
      "ApproximateNumberOfMessagesVisible",
      "Errors",
      "Errors",
    ]);
    for (const alarm of alarms) {
      expect(alarm.Properties).toMatchObject({
        Threshold: 1,
        ComparisonOperator: "GreaterThanOrEqualToThreshold",
        EvaluationPeriods: 1,
      });
    }
  });

  it("grants the dispatcher only the directory query and sending to the campus queue", () => {
    const actions = actionsOf(statementsOf(roleOf("Dispatcher")));
    expect(actions.filter((a) => a.startsWith("dynamodb:"))).toEqual(["dynamodb:Query"]);
    expect(
      actions
        .filter((a) => !a.startsWith("dynamodb:"))
        .every(
          (a) =>
            a.startsWith("sqs:Send") || a === "sqs:GetQueueAttributes" || a === "sqs:GetQueueUrl",
        ),
    ).toBe(true);
    const dynamo = statementsOf(roleOf("Dispatcher")).find((s) => s.Action === "dynamodb:Query");
    expect(JSON.stringify(dynamo?.Resource)).toMatch(/\/index\/gsi2"/);
  });

  it("grants the worker keyed reads, the billing-index query, conditional writes and mail, no more", () => {
    const statements = statementsOf(roleOf("Worker"));
    const actions = actionsOf(statements);
    const dynamo = actions.filter((a) => a.startsWith("dynamodb:")).sort();
    expect(dynamo).toEqual([
      "dynamodb:GetItem",
      "dynamodb:PutItem",
      "dynamodb:Query",
      "dynamodb:UpdateItem",
    ]);
    expect(actions).not.toContain("dynamodb:Scan");
    expect(actions).not.toContain("dynamodb:DeleteItem");
    expect(actions).toEqual(
      expect.arrayContaining(["ses:SendEmail", "sqs:ReceiveMessage", "sqs:DeleteMessage"]),
    );
    expect(actions.every((a) => !a.endsWith("*"))).toBe(true);
  });

  it("leaves the API stack at one Lambda per route group (and the origin-verify authorizer)", () => {
    expect(Object.keys(apiTemplate.findResources("AWS::Lambda::Function"))).toHaveLength(
      routeGroups().length + 1,
    );
    expect(Object.keys(template.findResources("AWS::Lambda::Function"))).toHaveLength(2);
  });
});
