import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import type { LocalStack } from "../../scripts/local/stack";
import { type BrowserServer, startBrowserServer } from "./browser-server";

/**
 * Once per `npm test`: DynamoDB Local and the local stack (seeded with the demo campuses), and
 * Chromium for the browser tests, are started here and shared by every test file, which get
 * their addresses through `inject(...)`. Both the integration and the e2e projects list this
 * file; the process-wide guard below makes the second call reuse the first one's servers.
 */
declare module "vitest" {
  export interface ProvidedContext {
    localEnv: Record<string, string>;
    baseUrl: string;
    mailUrl: string;
    browserWsEndpoint: string;
    /** The test stack's state file, in a temporary folder beside any `npm start`'s. */
    stackStateFile: string;
  }
}

interface Shared {
  stack?: Promise<LocalStack>;
  browser?: Promise<BrowserServer>;
  users: number;
}
const holder = globalThis as { __docHarness?: Shared };
holder.__docHarness ??= { users: 0 };
const shared: Shared = holder.__docHarness;

async function startStack(): Promise<LocalStack> {
  // The handlers run in this process; their per-request logs would drown the test report
  // (`LOG_LEVEL=WARN npm test` shows the stack's warnings when chasing a failure).
  process.env.LOG_LEVEL ??= "SILENT";
  const { buildWeb } = await import("../../scripts/build-web");
  const web = await buildWeb({ watch: false, production: true });
  await web.stop();
  const { startLocalStack } = await import("../../scripts/local/stack");
  return startLocalStack({
    port: 0,
    tableName: "test",
    stateFile: join(mkdtempSync(join(tmpdir(), "dine-stack-")), "local-stack.json"),
    seed: async () => {
      const { onboardDemoCampuses } = await import("../../scripts/onboarding/demo");
      await onboardDemoCampuses({ now: new Date(), log: () => {} });
    },
  });
}

/**
 * The end of the suite: two sweeps far enough ahead that every attempt and every mail intent
 * the tests left is due (the second delivers the mail the first one's orders wrote), then the
 * whole-table money invariants (docs/payments.md). A violation fails the run.
 */
async function auditMoney(stack: LocalStack): Promise<void> {
  Object.assign(process.env, {
    TABLE_NAME: stack.tableName,
    DYNAMODB_ENDPOINT: stack.dynamoEndpoint,
    WEB_ORIGIN: stack.url,
  });
  const { reconcile } = await import("../../functions/purchase/reconcile/reconcile-service");
  const { reconcileDeps } = await import("../../functions/purchase/reconcile/handler");
  const { checkMoneyInvariants } = await import("../../scripts/local/money-invariants");
  const hour = 60 * 60 * 1000;
  for (const ahead of [hour, 2 * hour]) {
    await reconcile({ ...reconcileDeps, webOrigin: stack.url }, new Date(Date.now() + ahead));
  }
  const report = await checkMoneyInvariants();
  if (report.violations.length > 0) {
    throw new Error(
      `Money invariants violated (${report.charges} charges, ${report.orders} orders):\n${report.violations.join("\n")}`,
    );
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.users += 1;
  shared.stack ??= startStack();
  const stack = await shared.stack;
  if (project.name === "e2e") {
    if (!existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) {
      throw new Error(
        "Browser tests need Chromium at /usr/bin/chromium (apt-get install chromium).",
      );
    }
    shared.browser ??= startBrowserServer();
  }
  const browser = project.name === "e2e" ? await shared.browser : undefined;

  project.provide("localEnv", {
    TABLE_NAME: stack.tableName,
    DYNAMODB_ENDPOINT: stack.dynamoEndpoint,
    AWS_CLIENT_TIMEOUTS: "emulator",
    S3_ENDPOINT: process.env.S3_ENDPOINT ?? "",
    SES_ENDPOINT: process.env.SES_ENDPOINT ?? "",
    FILES_BUCKET: process.env.FILES_BUCKET ?? "files",
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: "local",
    AWS_SECRET_ACCESS_KEY: "local",
    WEB_ORIGIN: stack.url,
  });
  project.provide("baseUrl", stack.url);
  project.provide("mailUrl", stack.mailUrl);
  project.provide("browserWsEndpoint", browser?.wsEndpoint ?? "");
  project.provide("stackStateFile", stack.stateFile ?? "");

  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    await (await shared.browser)?.stop();
    try {
      await auditMoney(stack);
    } catch (error) {
      // Vitest reports an error thrown here but still exits 0: the run must fail.
      process.exitCode = 1;
      throw error;
    } finally {
      await stack.stop();
    }
  };
}
