import * as z from "zod";
import { defineEntity, sitePk } from "../../platform/data/entity";

/** How long a processed event id is remembered: Stripe redelivers for up to three days. */
export const STRIPE_EVENT_TTL_DAYS = 30;

export const stripeEventSchema = z.object({
  type: z.string(),
  /** What the webhook did with it ("completed", "refund recorded", ...). */
  outcome: z.string(),
  processed_at: z.string(),
  /** Epoch seconds: the table's TTL. */
  expires_at: z.number(),
});
export type StripeEventRecord = z.infer<typeof stripeEventSchema>;

/**
 * A Stripe event the webhook has acted on, by its id (docs/data-model.md, access pattern #46):
 * written with attribute_not_exists after the action, so a replay of the same event is
 * refused. Kept under the campus the event is about, like every key.
 */
export const stripeEventEntity = defineEntity({
  type: "stripe_event",
  schema: stripeEventSchema,
  inline: true,
  key: ({ siteId, eventId }: { siteId: string; eventId: string }) => ({
    pk: `${sitePk(siteId)}#STRIPE#EVENT#${eventId}`,
    sk: "EVENT",
  }),
});
