import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { App } from "aws-cdk-lib";
import { buildApp, type DineOnCampusStacks } from "../../../infra/app";

/** The feature flags `cdk synth` uses, so tests assert on the same templates. */
const cdkJsonContext = (
  JSON.parse(readFileSync(new URL("../../../cdk.json", import.meta.url), "utf8")) as {
    context: Record<string, unknown>;
  }
).context;

/** A production stage's payment settings: synth refuses `prod` without them. */
export const STRIPE_CONTEXT = {
  paymentGateway: "stripe",
  stripeSecretArn:
    "arn:aws:secretsmanager:us-east-1:111111111111:secret:dine-on-campus/prod/stripe-AbC123",
} as const;

/** A tiny built SPA, so the BucketDeployment path is tested whether or not web/dist exists. */
export const WEB_DIST_FIXTURE = fileURLToPath(new URL("../fixtures/web-dist", import.meta.url));

export interface TestAppOptions {
  context?: Record<string, unknown>;
  /**
   * CDK's built-in CloudFormation validation takes about ten seconds. `npm run synth` runs
   * it (and fails on findings, cdk.json validateAgainstDefaultRules); tests skip it.
   */
  validate?: boolean;
}

/**
 * The whole app as `npm run synth` builds it, minus esbuild: "aws:cdk:bundling-stacks": []
 * skips bundling, so a test run does not bundle every group.
 */
export function createTestApp({ context = {}, validate = false }: TestAppOptions = {}) {
  const app = new App({
    builtinCloudFormationValidation: validate,
    context: {
      ...cdkJsonContext,
      "aws:cdk:bundling-stacks": [],
      webDistDir: WEB_DIST_FIXTURE,
      ...context,
    },
  });
  return buildApp(app) satisfies DineOnCampusStacks;
}
