import { App, Aspects, Stack } from "aws-cdk-lib";
import { Annotations, Match } from "aws-cdk-lib/assertions";
import { Bucket } from "aws-cdk-lib/aws-s3";
import { AwsSolutionsChecks } from "cdk-nag";
import { describe, expect, it } from "vitest";
import { createTestApp, STRIPE_CONTEXT } from "./support/create-test-app";

const NAG = Match.stringLikeRegexp("AwsSolutions-.*");

/** Unsuppressed cdk-nag findings of one stack, as "path: rule" lines for readable failures. */
function nagFindings(stack: Stack) {
  // Each fromStack synthesizes the app, so one call serves both severities.
  const annotations = Annotations.fromStack(stack);
  const lines = (found: ReturnType<typeof annotations.findError>) =>
    found.map((finding) => `${finding.id}: ${String(finding.entry.data).split("\n")[0]}`);
  return {
    errors: lines(annotations.findError("*", NAG)),
    warnings: lines(annotations.findWarning("*", NAG)),
  };
}

describe("cdk-nag AwsSolutions", () => {
  it("reports findings at all (an unsuppressed bare bucket fails)", () => {
    const app = new App({ builtinCloudFormationValidation: false });
    const stack = new Stack(app, "Bare");
    new Bucket(stack, "Bare");
    Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
    expect(nagFindings(stack).errors.join("\n")).toMatch(/AwsSolutions-S10/);
  });

  const variants = {
    "with a web build": createTestApp(),
    "without a web build": createTestApp({ context: { webDistDir: "does/not/exist" } }),
    "with a custom domain": createTestApp({
      context: {
        domainNames: "dining.example.edu",
        certificateArn: "arn:aws:acm:us-east-1:111111111111:certificate/abc",
      },
    }),
    // The Stripe secrets' grants: exact ARNs, nothing for nag to flag.
    "on production with Stripe": createTestApp({
      context: { ...STRIPE_CONTEXT, stage: "prod", alarmEmails: "ops@example.edu" },
    }),
  };
  const cases = Object.entries(variants).flatMap(([variant, stacks]) =>
    Object.entries(stacks).map(([name, stack]) => [`${name} stack ${variant}`, stack] as const),
  );

  it.each(cases)("leaves no unsuppressed error or warning in the %s", (_, stack) => {
    expect(nagFindings(stack)).toEqual({ errors: [], warnings: [] });
  });
});
