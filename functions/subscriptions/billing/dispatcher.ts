import middy from "@middy/core";
import * as z from "zod";
import { logger, withInvocationContext } from "../../platform/logger";
import { dynamoSiteStore } from "../../platform/site-store";
import { sqsBillingQueue } from "./billing-queue";
import { dispatchBilling } from "./dispatch-service";

/**
 * Invoked by the EventBridge Scheduler schedule (infra/constructs/billing.ts) with the
 * scheduled time as `at`, so a retried invocation bills as of the same instant.
 */
const scheduleEventSchema = z.object({ at: z.iso.datetime({ offset: true }).optional() });

const dispatch = async (event: unknown) => {
  const parsed = scheduleEventSchema.safeParse(event ?? {});
  const at = parsed.success && parsed.data.at ? new Date(parsed.data.at) : new Date();
  const messages = await dispatchBilling({ sites: dynamoSiteStore, queue: sqsBillingQueue }, at);
  logger.info("billing run dispatched", { at: at.toISOString(), campuses: messages.length });
  return { at: at.toISOString(), campuses: messages.length };
};

export const handler = middy().use(withInvocationContext()).handler(dispatch);
