import { parseArgs } from "node:util";
import type { SQSEvent } from "aws-lambda";
import type { CampusBillingMessage } from "../functions/subscriptions/billing/billing-message";
import type {
  BilledPeriod,
  CampusBillingReport,
} from "../functions/subscriptions/billing/billing-service";
import { formatCents } from "../shared/platform/money/format";
import { pointAtLocalStack } from "./local/point-at-stack";
import { ConfigurationError } from "./onboarding/configuration-error";

/**
 * `npm run billing -- [--at <ISO instant>] [--site <id>]`: one billing run against the running
 * local stack, through the same dispatcher and worker code as AWS. The queue is a list in this
 * process: each campus message is handed to the worker as an SQS event, as the event source
 * would. `--site` keeps only that campus's message.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
process.env.LOG_LEVEL ??= "WARN";

const USAGE = "Usage: npm run billing -- [--at 2026-12-01T12:00:00Z] [--site <site id>]";

function parse(args: string[]): { at: Date; site: string | undefined } {
  let values: { at?: string | undefined; site?: string | undefined };
  try {
    ({ values } = parseArgs({
      args,
      options: { at: { type: "string" }, site: { type: "string" } },
    }));
  } catch (error) {
    throw new ConfigurationError(`${(error as Error).message.split("\n")[0]} ${USAGE}`);
  }
  const at = values.at === undefined ? new Date() : new Date(values.at);
  if (Number.isNaN(at.getTime())) throw new ConfigurationError(`--at is not an instant. ${USAGE}`);
  return { at, site: values.site };
}

const OUTCOME: Record<BilledPeriod["outcome"], string> = {
  paid: "charged",
  retry: "declined, retried on the next run day",
  past_due: "declined for the last time: past due, customer mailed",
  already_paid: "already paid, moved on",
  waiting: "declined earlier today, retried on the next run day",
  raced: "handled by another delivery",
};

function printCampus(name: string, report: CampusBillingReport): void {
  const periods = report.periods;
  const summary = periods.length === 0 ? "nothing due" : `${periods.length} period(s)`;
  console.log(`  ${name} (${report.site_id}), campus date ${report.today}: ${summary}`);
  for (const p of periods) {
    console.log(
      `    ${formatCents(p.amount).padStart(10)}  ${p.item}  billing day ${p.period}  ` +
        `${p.result ?? "-"} (${OUTCOME[p.outcome]})  subscription ${p.subscription_id}`,
    );
  }
}

async function main(): Promise<void> {
  const { at, site } = parse(process.argv.slice(2));
  await pointAtLocalStack("billing");
  // Loaded after the environment points at the stack: the clients read it once.
  const { dispatchBilling } = await import("../functions/subscriptions/billing/dispatch-service");
  const { handleBillingMessages } = await import("../functions/subscriptions/billing/worker");
  const { dynamoSiteStore } = await import("../functions/platform/site-store");

  const queued: CampusBillingMessage[] = [];
  const queue = {
    enqueue: async (messages: CampusBillingMessage[]) => {
      queued.push(...messages.filter((m) => site === undefined || m.site_id === site));
    },
  };
  await dispatchBilling({ sites: dynamoSiteStore, queue }, at);
  if (site !== undefined && queued.length === 0) {
    throw new ConfigurationError(`No published campus has the id "${site}".`);
  }
  const names = new Map((await dynamoSiteStore.listPublished()).map((s) => [s.id, s.name]));
  console.log(`Billing run at ${at.toISOString()}: ${queued.length} published campus(es)`);

  let failed = 0;
  for (const [i, message] of queued.entries()) {
    const event = { Records: [{ messageId: `local-${i}`, body: JSON.stringify(message) }] };
    const { batchItemFailures } = await handleBillingMessages(
      event as unknown as SQSEvent,
      undefined,
      (report) => printCampus(names.get(report.site_id) ?? report.site_id, report),
    );
    if (batchItemFailures.length > 0) {
      failed += 1;
      console.log(
        `  ${names.get(message.site_id) ?? message.site_id}: failed; in AWS the queue would deliver it again (see the log above).`,
      );
    }
  }
  if (failed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.exitCode = 1;
  if (error instanceof ConfigurationError) console.error(error.message);
  else if (process.env.DEBUG) console.error(error);
  else console.error(`Billing run failed: ${(error as Error).message} (set DEBUG=1 to see where).`);
});
