import middy from "@middy/core";
import type { SQSBatchResponse, SQSEvent } from "aws-lambda";
import { dynamoBillingStore } from "../lib/billing/billing-store";
import { logger, withInvocationContext } from "../lib/logger";
import { dynamoSiteStore } from "../lib/store/site-store";
import { configuredWebOrigin } from "../lib/web-origin";
import { campusBillingMessageSchema } from "./billing-message";
import { type BillingDeps, billCampus, type CampusBillingReport } from "./billing-service";
import { billingGatewayFor } from "./gateway-for";

const defaultDeps: BillingDeps = {
  sites: dynamoSiteStore,
  store: dynamoBillingStore,
  gatewayFor: billingGatewayFor,
};

/**
 * Bills the campus of each message. A message that fails is reported alone
 * (reportBatchItemFailures), so SQS redelivers only it and, after its receive limit, moves it
 * to the dead-letter queue. Malformed messages cannot succeed later: they are logged and dropped.
 */
export async function handleBillingMessages(
  event: SQSEvent,
  deps: BillingDeps = { ...defaultDeps, webOrigin: configuredWebOrigin() },
  onReport: (report: CampusBillingReport) => void = () => {},
): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse["batchItemFailures"] = [];
  for (const record of event.Records) {
    const parsed = campusBillingMessageSchema.safeParse(safeJson(record.body));
    if (!parsed.success) {
      logger.error("malformed billing message dropped", { messageId: record.messageId });
      continue;
    }
    try {
      const report = await billCampus(deps, parsed.data.site_id, new Date(parsed.data.at));
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
  .handler((event) => handleBillingMessages(event));
