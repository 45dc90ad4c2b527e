import middy from "@middy/core";
import * as z from "zod";
import { instantSchema } from "../../../shared/platform/schemas/dates";
import { logger, withInvocationContext } from "../../platform/logger";
import { emitMetric } from "../../platform/metrics";
import { redeliverStale } from "../../platform/outbox/delivery";
import { dynamoSiteStore } from "../../platform/site-store";
import { configuredWebOrigin } from "../../platform/web-origin";
import { attemptStore } from "../checkout/attempt-store";
import { paymentGatewayFor } from "../gateway";
import { refundStore } from "../refunds/refund-store";
import { type ReconcileDeps, reconcile } from "./reconcile-service";

/**
 * Invoked every few minutes by the EventBridge Scheduler schedule (infra) with the scheduled
 * time as `at`; `npm run reconcile` calls the same handler against the local stack.
 */
const scheduleEventSchema = z.object({ at: instantSchema.optional() });

export const reconcileDeps: ReconcileDeps = {
  attempts: attemptStore,
  refunds: refundStore,
  gatewayFor: paymentGatewayFor,
  siteIds: async () => (await dynamoSiteStore.listPublished()).map((site) => site.id),
  site: async (siteId) => (await dynamoSiteStore.getById(siteId))?.site,
  redeliver: (siteId, now) => redeliverStale(siteId, now),
  webOrigin: configuredWebOrigin(),
};

const sweep = async (event: unknown) => {
  const parsed = scheduleEventSchema.safeParse(event ?? {});
  const at = parsed.success && parsed.data.at ? new Date(parsed.data.at) : new Date();
  const report = await reconcile({ ...reconcileDeps, webOrigin: configuredWebOrigin() }, at);
  emitMetric("StuckCheckoutAttempts", report.stuck);
  emitMetric("StuckOrderRefunds", report.refunds.stuck);
  emitMetric("UndeliveredMail", report.mail.oldestPendingMs ?? 0, "Milliseconds");
  logger.info("reconciliation sweep", { ...report });
  return report;
};

export const handler = middy().use(withInvocationContext()).handler(sweep);
