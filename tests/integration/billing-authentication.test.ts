import { describe, expect, it } from "vitest";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { getItem } from "../../functions/platform/table";
import { billCampus } from "../../functions/subscriptions/billing/billing-service";
import { subscriptionEntity } from "../../shared/subscriptions/entities/subscription";
import { billingDeps } from "../support/billing";
import { createSite } from "../support/factories/site";
import { putDecemberMonthly } from "../support/factories/subscription";
import { FakeGateway } from "../support/fake-gateway";
import { waitForMail } from "../support/mail";

// A saved card whose bank wants its holder to authenticate (Stripe's authentication_required,
// off session) declines every retry alike: billing makes the period past due at once and asks
// the customer to act, with a link to their account page (docs/decisions/subscription-billing.md).

describe("a saved card that needs its holder", () => {
  it("is past due on its first decline, with a mail that links to the account page", async () => {
    const site = createSite({ name: "Billing Secure" });
    await dynamoSiteStore.put(site, false, new Date());
    const email = `secure.${site.id}@example.edu`;
    const sub = await putDecemberMonthly(site.id, "2027-03-31", {
      payment_method: "pm-needs-customer",
      email,
    });
    const gateway = new FakeGateway();
    const report = await billCampus(
      { ...billingDeps(gateway), webOrigin: "https://dining.example.edu" },
      site.id,
      new Date("2026-12-01T15:00:00Z"),
    );
    expect(report.periods.map((p) => [p.outcome, p.attempt, p.result])).toEqual([
      ["past_due", 1, "Declined"],
    ]);
    const item = await getItem(
      subscriptionEntity.key({
        siteId: site.id,
        customerId: sub.customer_id,
        subscriptionId: sub.id,
      }),
    );
    expect(item && subscriptionEntity.fromItem(item)).toMatchObject({ status: "past_due" });
    const [mail] = await waitForMail(email);
    expect(mail?.body.text).toContain("bank needs you to confirm");
    expect(mail?.body.text).toContain(
      `https://dining.example.edu/${encodeURIComponent(site.slug)}/customer-account`,
    );
    expect(gateway.calls).toBe(1);
  });
});
