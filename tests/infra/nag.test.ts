import { App, Aspects, Stack } from "aws-cdk-lib";
import { Annotations, Match } from "aws-cdk-lib/assertions";
import { Bucket } from "aws-cdk-lib/aws-s3";
import { AwsSolutionsChecks } from "cdk-nag";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./support/create-test-app";

const nagErrors = (stack: Stack) =>
  Annotations.fromStack(stack).findError("*", Match.stringLikeRegexp("AwsSolutions-.*"));
const nagWarnings = (stack: Stack) =>
  Annotations.fromStack(stack).findWarning("*", Match.stringLikeRegexp("AwsSolutions-.*"));

const summary = (findings: ReturnType<typeof nagErrors>) =>
  findings.map((finding) => `${finding.id}: ${String(finding.entry.data).split("\n")[0]}`);

describe("cdk-nag AwsSolutions", () => {
  it("reports findings at all (an unsuppressed bare bucket fails)", () => {
    const app = new App({ builtinCloudFormationValidation: false });
    const stack = new Stack(app, "Bare");
    new Bucket(stack, "Bare");
    Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
    expect(summary(nagErrors(stack)).join("\n")).toMatch(/AwsSolutions-S10/);
  });

  // This variant also runs CDK's CloudFormation validation, as `npm run synth` does.
  const deployed = createTestApp({ validate: true });
  const unbuilt = createTestApp({ context: { webDistDir: "does/not/exist" } });
  const withDomain = createTestApp({
    context: {
      domainNames: "dining.example.edu",
      certificateArn: "arn:aws:acm:us-east-1:111111111111:certificate/abc",
    },
  });

  it.each(Object.entries(deployed))("leaves no unsuppressed error in the %s stack", (_, stack) => {
    expect(summary(nagErrors(stack))).toEqual([]);
  });

  it.each(Object.entries(deployed))(
    "leaves no unsuppressed warning in the %s stack",
    (_, stack) => {
      expect(summary(nagWarnings(stack))).toEqual([]);
    },
  );

  it("stays clean without a web build and with a custom domain", () => {
    for (const stacks of [unbuilt, withDomain]) {
      for (const stack of Object.values(stacks)) expect(summary(nagErrors(stack))).toEqual([]);
    }
  });
});
