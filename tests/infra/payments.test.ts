import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { App, type Stack } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readStageConfig, StageConfigError } from "../../infra/config";
import { createTestApp, STRIPE_CONTEXT } from "./support/create-test-app";
import { type Resource, statementsOf } from "./support/template-queries";

// The sandbox can never reach production (docs/payments.md "Configuration"): synth refuses a
// production stage without Stripe, and only the functions that reach the gateway get STAGE,
// the Stripe secrets' ARNs and GetSecretValue on exactly those secrets.

const ROOT = resolve(import.meta.dirname, "../..");
const cdkJson = JSON.parse(readFileSync(join(ROOT, "cdk.json"), "utf8")) as {
  context: Record<string, unknown>;
};
const configFor = (context: Record<string, unknown>) => readStageConfig(new App({ context }));
const CAMPUS_ARN =
  "arn:aws:secretsmanager:us-east-1:111111111111:secret:dine-on-campus/prod/harbor-state-XyZ789";

describe("a stage's payment gateway", () => {
  it.each([
    [{ stage: "prod" }, /its payment gateway is unset: set paymentGateway to "stripe"/],
    [{ stage: "prod", paymentGateway: "sandbox" }, /its payment gateway is "sandbox"/],
    [{ stage: "prod-eu" }, /The prod-eu stage takes real payments/],
    [{ stage: "prod", paymentGateway: "stripe" }, /has no Stripe account: set stripeSecretArn/],
  ])("refuses %j in one sentence", (context, message) => {
    const failure = (() => {
      try {
        configFor(context);
      } catch (error) {
        return error as Error;
      }
    })();
    expect(failure).toBeInstanceOf(StageConfigError);
    expect(failure?.message).toMatch(message);
    expect(failure?.message.split("\n")).toHaveLength(1);
  });

  it("is the sandbox, named for the stage, on a stage that is not production", () => {
    expect(configFor({ stage: "qa" }).payments).toEqual({
      gateway: "sandbox",
      stripeSecretArn: undefined,
      stripeCampusSecretArns: {},
      sandboxStage: "qa",
    });
  });

  it("takes Stripe for every stage or by stage, with campuses on their own accounts", () => {
    const context = {
      stage: "prod",
      paymentGateway: { prod: "stripe" },
      stripeSecretArn: { prod: STRIPE_CONTEXT.stripeSecretArn },
      stripeCampusSecretArns: JSON.stringify({ prod: { "harbor-state": CAMPUS_ARN } }),
    };
    expect(configFor(context).payments).toEqual({
      gateway: "stripe",
      stripeSecretArn: STRIPE_CONTEXT.stripeSecretArn,
      stripeCampusSecretArns: { "harbor-state": CAMPUS_ARN },
      sandboxStage: undefined,
    });
    expect(configFor({ ...context, stage: "dev" }).payments.gateway).toBe("sandbox");
    expect(() => configFor({ ...STRIPE_CONTEXT, stripeSecretArn: "stripe-key" })).toThrow(
      /stripeSecretArn: the complete ARN/,
    );
  });
});

/** Environment and Secrets Manager grants of every function of the stacks. */
function functionsOf(stacks: Stack[]) {
  return stacks.flatMap((stack) => {
    const template = Template.fromStack(stack);
    const functions = template.findResources("AWS::Lambda::Function") as Record<string, Resource>;
    return Object.entries(functions).map(([id, fn]) => {
      const props = fn.Properties as {
        Environment?: { Variables?: Record<string, unknown> };
        Role: { "Fn::GetAtt": [string, string] };
      };
      const secrets = statementsOf(template, props.Role["Fn::GetAtt"][0])
        .filter((s) => [s.Action].flat().includes("secretsmanager:GetSecretValue"))
        .flatMap((s) => [s.Resource].flat());
      return { id, env: props.Environment?.Variables ?? {}, secrets };
    });
  });
}

describe("the functions that reach the payment gateway, on production with Stripe", () => {
  let fns: ReturnType<typeof functionsOf>;
  beforeAll(() => {
    const app = createTestApp({
      context: {
        ...STRIPE_CONTEXT,
        stage: "prod",
        stripeCampusSecretArns: { "harbor-state": CAMPUS_ARN },
      },
    });
    fns = functionsOf([app.api, app.billing, app.workers]);
  });
  const reaching = [
    "CartFunction",
    "PaymentsFunction",
    "OperationsFunction",
    "BillingWorker",
    "ReconciliationSweeper",
  ];
  const isReaching = (id: string) => reaching.some((name) => id.startsWith(name));

  it("are exactly the cart, payments and operations groups, the billing worker and the sweeper", () => {
    const told = fns.filter((fn) => fn.env.STRIPE_SECRET_ARN !== undefined).map((fn) => fn.id);
    expect(told.length).toBe(reaching.length);
    for (const id of told) expect(isReaching(id), id).toBe(true);
  });

  it("each knows its stage, no sandbox stage, both accounts, and may read exactly those secrets", () => {
    for (const fn of fns.filter((f) => isReaching(f.id))) {
      expect(fn.env, fn.id).toMatchObject({
        STAGE: "prod",
        STRIPE_SECRET_ARN: STRIPE_CONTEXT.stripeSecretArn,
        STRIPE_SITE_SECRET_ARNS: JSON.stringify({ "harbor-state": CAMPUS_ARN }),
      });
      expect(fn.env.PAYMENT_SANDBOX_STAGE, fn.id).toBeUndefined();
      expect(fn.secrets, fn.id).toEqual(
        expect.arrayContaining([STRIPE_CONTEXT.stripeSecretArn, CAMPUS_ARN]),
      );
    }
  });

  it("no other function may read a Stripe secret", () => {
    for (const fn of fns.filter((f) => !isReaching(f.id))) {
      expect(fn.secrets, fn.id).not.toContain(STRIPE_CONTEXT.stripeSecretArn);
      expect(fn.secrets, fn.id).not.toContain(CAMPUS_ARN);
      expect(fn.env.STRIPE_SECRET_ARN, fn.id).toBeUndefined();
    }
  });
});

describe("a stage that is not production", () => {
  it("names itself for the sandbox and reads no Stripe secret", () => {
    const app = createTestApp({ context: { stage: "qa" } });
    const cart = functionsOf([app.api]).find((fn) => fn.id.startsWith("CartFunction"));
    expect(cart?.env).toMatchObject({ STAGE: "qa", PAYMENT_SANDBOX_STAGE: "qa" });
    expect(cart?.env.STRIPE_SECRET_ARN).toBeUndefined();
  });
});

describe("cdk synth -c stage=prod (the CDK app as the CLI runs it)", () => {
  const outdir = mkdtempSync(join(tmpdir(), "synth-"));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));
  const synth = (context: Record<string, unknown>) =>
    spawnSync(join(ROOT, "node_modules", ".bin", "tsx"), ["infra/app.ts"], {
      cwd: ROOT,
      encoding: "utf8",
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? tmpdir(),
        CDK_OUTDIR: outdir,
        // What `cdk synth -c ...` hands the app: cdk.json's context with the -c values over
        // it; bundling skipped as in the other infra tests.
        CDK_CONTEXT_JSON: JSON.stringify({
          ...cdkJson.context,
          "aws:cdk:bundling-stacks": [],
          ...context,
        }),
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      },
    });
  const lines = (stderr: string) =>
    stderr.split("\n").filter((line) => line.trim() !== "" && !/^\(node:\d+\)/.test(line));

  it("refuses the sandbox with one readable sentence naming what to set", () => {
    const run = synth({ stage: "prod" });
    expect(run.status).toBe(1);
    expect(lines(run.stderr)).toEqual([
      'The prod stage takes real payments but its payment gateway is unset: set paymentGateway to "stripe" and stripeSecretArn to the complete ARN of the Stripe account\'s secret (in cdk.json, or -c paymentGateway=stripe -c stripeSecretArn=arn:aws:secretsmanager:...).',
    ]);
  });

  it("succeeds with Stripe configured", () => {
    const run = synth({ ...STRIPE_CONTEXT, stage: "prod", webDistDir: "does/not/exist" });
    expect(run.status, run.stderr).toBe(0);
  });
});
