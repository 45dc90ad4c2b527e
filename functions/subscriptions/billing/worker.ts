import middy from "@middy/core";
import type { Context, SQSBatchResponse, SQSEvent } from "aws-lambda";
import * as z from "zod";
import { logger, withInvocationContext } from "../../platform/logger";
import { dynamoSiteStore } from "../../platform/site-store";
import { configuredWebOrigin } from "../../platform/web-origin";
import { dynamoBillingStore } from "../billing-store";
import { campusBillingMessageSchema } from "./billing-message";
import { sqsBillingQueue } from "./billing-queue";
import {
  type BillingDeps,
  billCampus,
  type CampusBillingReport,
  DEFAULT_CHARGES_PER_SECOND,
} from "./billing-service";
import { billingGatewayFor } from "./gateway-for";

/**
 * BILLING_CHARGES_PER_SECOND: gateway calls one campus run may start a second (the CDK stack
 * sets it; docs/decisions/subscription-billing.md "Pacing"). Unset or invalid: the default.
 */
export function chargesPerSecond(value = process.env.BILLING_CHARGES_PER_SECOND): number {
  const parsed = z.coerce.number().positive().max(1_000).safeParse(value);
  return value !== undefined && value !== "" && parsed.success
    ? parsed.data
    : DEFAULT_CHARGES_PER_SECOND;
}

const defaultDeps: BillingDeps = {
  sites: dynamoSiteStore,
  store: dynamoBillingStore,
  gatewayFor: billingGatewayFor,
  chargesPerSecond: chargesPerSecond(),
  // A run that would outlast the worker goes on in a message on its own queue
  // (BILLING_QUEUE_URL, as the dispatcher's).
  continueLater: (message) => sqsBillingQueue.enqueue([message]),
};

/**
 * Bills the campus of each message. A message that fails is reported alone
 * (reportBatchItemFailures), so SQS redelivers only it and, after its receive limit, moves it
 * to the dead-letter queue. Malformed messages cannot succeed later: they are logged and dropped.
 * With the Lambda's `context`, a campus that cannot be billed within the worker's time goes on
 * in a follow-up message; without it (the local script) the run goes to its end.
 */
export async function handleBillingMessages(
  event: SQSEvent,
  deps: BillingDeps = { ...defaultDeps, webOrigin: configuredWebOrigin() },
  onReport: (report: CampusBillingReport) => void = () => {},
  context?: Pick<Context, "getRemainingTimeInMillis">,
): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse["batchItemFailures"] = [];
  for (const record of event.Records) {
    const parsed = campusBillingMessageSchema.safeParse(safeJson(record.body));
    if (!parsed.success) {
      logger.error("malformed billing message dropped", { messageId: record.messageId });
      continue;
    }
    try {
      const report = await billCampus(deps, parsed.data.site_id, new Date(parsed.data.at), {
        after: parsed.data.after,
        ...(context ? { timeLeftMs: () => context.getRemainingTimeInMillis() } : {}),
      });
      logger.info("campus billed", { ...report, periods: report.periods.length });
      onReport(report);
    } catch (error) {
      logger.error("campus billing failed", { siteId: parsed.data.site_id, error: error as Error });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const handler = middy<SQSEvent, SQSBatchResponse>()
  .use(withInvocationContext())
  .handler((event, context) => handleBillingMessages(event, undefined, undefined, context));
