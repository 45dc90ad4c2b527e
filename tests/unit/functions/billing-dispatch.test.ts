import { describe, expect, it } from "vitest";
import type { CampusBillingMessage } from "../../../functions/subscriptions/billing/billing-message";
import { campusBillingMessageSchema } from "../../../functions/subscriptions/billing/billing-message";
import { dispatchBilling } from "../../../functions/subscriptions/billing/dispatch-service";

describe("the billing dispatcher", () => {
  it("enqueues one message per published campus, all with the run's instant", async () => {
    const sent: CampusBillingMessage[] = [];
    const at = new Date("2026-12-01T12:00:00Z");
    const messages = await dispatchBilling(
      {
        sites: {
          listPublished: async () => [
            { id: "cedar-ridge", slug: "CedarRidge", name: "Cedar Ridge" },
            { id: "harbor-state", slug: "HarborState", name: "Harbor State" },
          ],
        },
        queue: { enqueue: async (batch) => void sent.push(...batch) },
      },
      at,
    );
    expect(sent).toEqual([
      { site_id: "cedar-ridge", at: "2026-12-01T12:00:00.000Z" },
      { site_id: "harbor-state", at: "2026-12-01T12:00:00.000Z" },
    ]);
    expect(messages).toEqual(sent);
    for (const message of sent) expect(campusBillingMessageSchema.parse(message)).toEqual(message);
  });

  it("refuses malformed campus messages", () => {
    expect(campusBillingMessageSchema.safeParse({ site_id: "", at: "yesterday" }).success).toBe(
      false,
    );
  });
});
