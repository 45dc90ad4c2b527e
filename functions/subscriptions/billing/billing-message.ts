import * as z from "zod";

/** One campus's share of a billing run: the dispatcher sends it, the worker bills it. */
export const campusBillingMessageSchema = z.object({
  site_id: z.string().min(1).max(100),
  /** The run's instant (ISO-8601): every campus of one run bills as of the same moment. */
  at: z.iso.datetime({ offset: true }),
  /**
   * A follow-up of a run that stopped for time: the billing-index key it stopped after
   * (functions/subscriptions/billing/billing-service.ts). The dispatcher's messages have none.
   */
  after: z.string().min(1).max(300).optional(),
});
export type CampusBillingMessage = z.infer<typeof campusBillingMessageSchema>;
