import { parseArgs } from "node:util";
import { pointAtLocalStack } from "./local/point-at-stack";
import { ConfigurationError } from "./onboarding/configuration-error";

/**
 * `npm run reconcile -- [--at <ISO instant>]`: one reconciliation sweep against the running
 * local stack, through the same handler as the scheduled Lambda: open checkout attempts whose
 * requests have ended are settled with the gateway, console refunds left pending are finished
 * under their own keys, and undelivered mail is sent again.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
process.env.LOG_LEVEL ??= "WARN";

const USAGE = "Usage: npm run reconcile -- [--at 2026-12-01T12:00:00Z]";

function parse(args: string[]): Date {
  let at: string | undefined;
  try {
    ({
      values: { at },
    } = parseArgs({ args, options: { at: { type: "string" } } }));
  } catch (error) {
    throw new ConfigurationError(`${(error as Error).message.split("\n")[0]} ${USAGE}`);
  }
  const instant = at === undefined ? new Date() : new Date(at);
  if (Number.isNaN(instant.getTime()))
    throw new ConfigurationError(`--at is not an instant. ${USAGE}`);
  return instant;
}

async function main(): Promise<void> {
  const at = parse(process.argv.slice(2));
  await pointAtLocalStack("reconcile");
  // Loaded after the environment points at the stack: the clients read it once.
  const { reconcile } = await import("../functions/purchase/reconcile/reconcile-service");
  const { reconcileDeps } = await import("../functions/purchase/reconcile/handler");
  const report = await reconcile({ ...reconcileDeps, webOrigin: process.env.WEB_ORIGIN }, at);
  console.log(`Reconciliation at ${report.at}: ${report.campuses} campus(es)`);
  console.log(`  attempts completed (charged, order recorded): ${report.completed.length}`);
  for (const id of report.completed) console.log(`    order ${id}`);
  console.log(`  attempts released (nothing charged): ${report.released.length}`);
  console.log(`  attempts open for more than 15 minutes: ${report.stuck}`);
  const { refunds } = report;
  console.log(
    `  pending refunds finished: ${refunds.finished}, refused by the gateway: ${refunds.refused}, gateway unavailable: ${refunds.unavailable}`,
  );
  console.log(`  refunds pending for more than 15 minutes: ${refunds.stuck}`);
  console.log(`  mail delivered again: ${report.mail.delivered}, failed: ${report.mail.failed}`);
  // Something left for the next sweep (an unanswered gateway included) is worth a non-zero exit.
  if (report.failed > 0 || report.mail.failed > 0 || refunds.unavailable > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.exitCode = 1;
  if (error instanceof ConfigurationError) console.error(error.message);
  else if (process.env.DEBUG) console.error(error);
  else
    console.error(`Reconciliation failed: ${(error as Error).message} (set DEBUG=1 to see where).`);
});
