import * as z from "zod";
import { defineEntity, sitePk } from "../../platform/data/entity";

/**
 * The billing run a campus is in (docs/decisions/subscription-billing.md "Pacing"): the run's
 * instant `at` holds it until `lease_until` (epoch ms). A large campus's run, paced to the
 * gateway's rate, outlasts a worker's timeout and an hour; it goes on in follow-up messages of
 * the same `at`, which take the lease again, while the next hourly run's message for the campus
 * finds it held and leaves the campus to it (two runs walking the same subscriptions would call
 * the gateway twice for each). Inline: the claim's condition reads `at` and `lease_until`.
 */
export const billingRunEntity = defineEntity({
  type: "billing_run",
  schema: z.object({ at: z.string(), lease_until: z.number() }),
  inline: true,
  key: ({ siteId }: { siteId: string }) => ({ pk: `${sitePk(siteId)}#BILLINGRUN`, sk: "RUN" }),
});
