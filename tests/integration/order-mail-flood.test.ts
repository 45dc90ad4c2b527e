import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { RECIPIENT_MAIL_CAPS } from "../../functions/platform/outbox/recipient-cap";
import { getItem } from "../../functions/platform/table";
import { mailIntentEntity } from "../../shared/platform/entities/mail-intent";
import { sentMail } from "../support/account-client";
import { callCheckout } from "../support/checkout";
import { block100Item, checkoutBody, putCart } from "../support/factories/checkout";
import { waitForMail } from "../support/mail";
import { awayFromWindowEdge } from "../support/rate-limits";

// docs/security.md "Rate limits": anonymous Student ID checkouts with different student ids
// used to mail one inbox as often as a script asked. Every order stands; the inbox gets what
// its per-recipient cap allows (functions/platform/outbox/recipient-cap.ts), through the local
// stack's own outbox worker and SES emulator.
const SITE = "cedar-ridge";
const [MINUTE] = RECIPIENT_MAIL_CAPS;

const studentIdOrder = (email: string, studentId: string) =>
  checkoutBody({
    payment_type: "Student ID",
    student_id: studentId,
    email,
    email_confirmation: email,
  });

/** The order's mail: its confirmation, or the request to confirm a held order. */
const ORDER_MAIL_KINDS = ["order_confirmation", "order_hold"];
const orderMailOf = async (ref: string) => {
  const items = await Promise.all(
    ORDER_MAIL_KINDS.map((kind) => getItem(mailIntentEntity.key({ siteId: SITE, kind, ref }))),
  );
  return items.find(Boolean);
};

async function settled(orderIds: string[]) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const items = await Promise.all(orderIds.map(orderMailOf));
    const states = items.map((item) => item?.state);
    if (states.every((state) => state === "sent" || state === "suppressed")) return states;
    if (Date.now() > deadline) throw new Error(`Mail intents still pending: ${states.join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("an order-confirmation flood", () => {
  it("mails one inbox at most the minute's cap of ten Student ID orders placed in a second", async () => {
    const tag = randomUUID().slice(0, 8);
    const victim = `victim.${tag}@cedarridge.example.edu`;
    const buyer = `buyer.${tag}@cedarridge.example.edu`;
    const carts = await Promise.all(Array.from({ length: 11 }, () => putCart([block100Item()])));
    // The whole burst and its delivery in one clock minute.
    await awayFromWindowEdge(MINUTE, 20_000);
    const firstId = 2_000_000 + Math.floor(Math.random() * 7_000_000);

    const orders = await Promise.all(
      carts.map((cartId, n) =>
        callCheckout("checkout", studentIdOrder(n < 10 ? victim : buyer, `CR${firstId + n}`), {
          cartId,
        }),
      ),
    );
    for (const order of orders) expect(order.status, order.body.msg).toBe(200);

    const ids = orders.map((order) => order.body.order?.id ?? "");
    const states = await settled(ids);
    expect(states.slice(0, 10).filter((state) => state === "sent")).toHaveLength(MINUTE.limit);
    expect(states.slice(0, 10).filter((state) => state === "suppressed")).toHaveLength(
      10 - MINUTE.limit,
    );
    expect(states[10]).toBe("sent");
    await waitForMail(buyer);
    await waitForMail(victim, { count: MINUTE.limit });
    expect(await sentMail(victim)).toHaveLength(MINUTE.limit);
  });
});
