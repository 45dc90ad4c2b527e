import type { Stack } from "aws-cdk-lib";
import { Annotations, Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { SERVER_ERROR_MIN_REQUESTS, SERVER_ERROR_RATE_PERCENT } from "../../infra/stacks/api-stack";
import { routeGroups } from "../../shared/route-list";
import { createTestApp, STRIPE_CONTEXT } from "./support/create-test-app";
import type { Resource, Statement } from "./support/template-queries";

type Stacks = ReturnType<typeof createTestApp>;

let stacks: Stacks;
let alarmsTemplate: Template;
let topicId: string;

beforeAll(() => {
  stacks = createTestApp();
  alarmsTemplate = Template.fromStack(stacks.alarms);
  [topicId] = Object.keys(alarmsTemplate.findResources("AWS::SNS::Topic")) as [string];
});

/** Does an alarm action name the Alarms stack's topic (itself, or through a stack output)? */
function isTopic(action: unknown, stack: Stack): boolean {
  if (stack === stacks.alarms) return JSON.stringify(action) === JSON.stringify({ Ref: topicId });
  const output = (action as { "Fn::GetStackOutput"?: { StackName: string; OutputName: string } })[
    "Fn::GetStackOutput"
  ];
  if (!output || output.StackName !== stacks.alarms.stackName) return false;
  const published = alarmsTemplate.toJSON().Outputs?.[output.OutputName] as
    | { Value: unknown }
    | undefined;
  return JSON.stringify(published?.Value) === JSON.stringify({ Ref: topicId });
}

const alarmsOf = (stack: Stack) =>
  Object.entries(Template.fromStack(stack).findResources("AWS::CloudWatch::Alarm")) as [
    string,
    Resource,
  ][];

describe("the stage's alarm topic", () => {
  it("is encrypted with a rotated key of ours that CloudWatch may use", () => {
    const [keyId] = Object.keys(alarmsTemplate.findResources("AWS::KMS::Key"));
    alarmsTemplate.hasResourceProperties("AWS::SNS::Topic", {
      KmsMasterKeyId: { "Fn::GetAtt": [keyId, "Arn"] },
    });
    alarmsTemplate.hasResourceProperties("AWS::KMS::Key", {
      EnableKeyRotation: true,
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: "Allow",
            Principal: { Service: "cloudwatch.amazonaws.com" },
            Action: ["kms:Decrypt", "kms:GenerateDataKey*"],
          }),
        ]),
      },
    });
  });

  it("takes publishes over TLS only, from this account's CloudWatch alarms", () => {
    const [policy] = Object.values(alarmsTemplate.findResources("AWS::SNS::TopicPolicy")) as [
      Resource,
    ];
    const statements = (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Effect: "Deny",
          Action: "sns:Publish",
          Condition: { Bool: { "aws:SecureTransport": "false" } },
        }),
        expect.objectContaining({
          Effect: "Allow",
          Action: "sns:Publish",
          Principal: { Service: "cloudwatch.amazonaws.com" },
          Condition: {
            StringEquals: { "aws:SourceAccount": { Ref: "AWS::AccountId" } },
            ArnLike: { "aws:SourceArn": expect.anything() },
          },
        }),
      ]),
    );
    expect(JSON.stringify(statements)).toMatch(/:alarm:\*/);
  });

  it("has no subscribers unless configured", () => {
    alarmsTemplate.resourceCountIs("AWS::SNS::Subscription", 0);
  });

  it("subscribes the stage's e-mail addresses and HTTPS endpoints", () => {
    const { alarms } = createTestApp({
      context: {
        ...STRIPE_CONTEXT,
        stage: "prod",
        alarmEmails: { prod: "ops@example.edu,oncall@example.edu", dev: ["dev@example.edu"] },
        alarmUrls: "https://hooks.example.com/dining",
      },
    });
    const template = Template.fromStack(alarms);
    const [topic] = Object.keys(template.findResources("AWS::SNS::Topic"));
    template.resourceCountIs("AWS::SNS::Subscription", 3);
    for (const email of ["ops@example.edu", "oncall@example.edu"]) {
      template.hasResourceProperties("AWS::SNS::Subscription", {
        Protocol: "email",
        Endpoint: email,
        TopicArn: { Ref: topic },
      });
    }
    template.hasResourceProperties("AWS::SNS::Subscription", {
      Protocol: "https",
      Endpoint: "https://hooks.example.com/dining",
      TopicArn: { Ref: topic },
    });
    expect(Annotations.fromStack(alarms).findWarning("*", Match.anyValue())).toEqual([]);
  });

  it("warns at synth when production has nobody to tell", () => {
    const { alarms } = createTestApp({ context: { ...STRIPE_CONTEXT, stage: "prod" } });
    const warnings = Annotations.fromStack(alarms).findWarning(
      "*",
      Match.stringLikeRegexp("No alarm subscribers"),
    );
    expect(warnings).toHaveLength(1);
  });
});

describe("every alarm of the app", () => {
  it("tells the topic when it fires and when it clears", () => {
    const all = Object.values(stacks).flatMap((stack) =>
      alarmsOf(stack).map(([id, alarm]) => ({ stack, id, alarm })),
    );
    // Not vacuous: the API's group alarms alone are more than twenty.
    expect(all.length).toBeGreaterThan(routeGroups().length + 10);
    const unrouted = all
      .filter(({ stack, alarm }) => {
        const { AlarmActions = [], OKActions = [] } = alarm.Properties as {
          AlarmActions?: unknown[];
          OKActions?: unknown[];
        };
        return !(
          AlarmActions.length === 1 &&
          OKActions.length === 1 &&
          isTopic(AlarmActions[0], stack) &&
          isTopic(OKActions[0], stack)
        );
      })
      .map(({ stack, id }) => `${stack.stackName}/${id}`);
    expect(unrouted).toEqual([]);
  });

  it("says what happened in its description", () => {
    const undescribed = Object.values(stacks)
      .flatMap((stack) => alarmsOf(stack))
      .filter(([, alarm]) => String(alarm.Properties.AlarmDescription ?? "").length < 20)
      .map(([id]) => id);
    expect(undescribed).toEqual([]);
  });
});

describe("API alarms", () => {
  let api: Template;
  beforeAll(() => {
    api = Template.fromStack(stacks.api);
  });

  it("alarm on each group function's errors and on the origin-verify authorizer's", () => {
    const functions = api.findResources("AWS::Lambda::Function");
    const watched = alarmsOf(stacks.api)
      .filter(([, alarm]) => alarm.Properties.MetricName === "Errors")
      .map(
        ([, alarm]) => (alarm.Properties.Dimensions as { Value: { Ref: string } }[])[0]?.Value.Ref,
      )
      .sort();
    expect(watched).toEqual(Object.keys(functions).sort());
    expect(watched).toHaveLength(routeGroups().length + 1);
  });

  it("alarm when more than 1% of at least 20 requests in five minutes answer 5xx", () => {
    expect(SERVER_ERROR_RATE_PERCENT).toBe(1);
    expect(SERVER_ERROR_MIN_REQUESTS).toBe(20);
    const [apiId] = Object.keys(api.findResources("AWS::ApiGatewayV2::Api"));
    const stat = (name: string) => ({
      Metric: {
        Namespace: "AWS/ApiGateway",
        MetricName: name,
        Dimensions: [
          { Name: "ApiId", Value: { Ref: apiId } },
          { Name: "Stage", Value: "$default" },
        ],
      },
      Period: 300,
      Stat: "Sum",
    });
    api.hasResourceProperties("AWS::CloudWatch::Alarm", {
      Threshold: 1,
      ComparisonOperator: "GreaterThanThreshold",
      EvaluationPeriods: 1,
      TreatMissingData: "notBreaching",
      Metrics: Match.arrayWith([
        Match.objectLike({
          Expression: "IF(requests >= 20, 100 * FILL(errors, 0) / requests, 0)",
          ReturnData: true,
        }),
        { Id: "requests", MetricStat: stat("Count"), ReturnData: false },
        { Id: "errors", MetricStat: stat("5xx"), ReturnData: false },
      ]),
    });
  });
});

describe("billing alarms", () => {
  it("alarm on both dead-letter queues, the dispatcher's and the worker's errors", () => {
    const billing = alarmsOf(stacks.billing).map(([id]) => id.replace(/[0-9A-F]{8}$/, ""));
    expect(billing.sort()).toEqual([
      "BillingDeadLettersAlarm",
      "BillingDispatcherErrorsAlarm",
      "BillingScheduleDeadLettersAlarm",
      "BillingWorkerErrorsAlarm",
    ]);
  });
});
