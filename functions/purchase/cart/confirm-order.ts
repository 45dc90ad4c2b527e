import { timingSafeEqual } from "node:crypto";
import { AppError, ConflictError, NotFoundError } from "../../../shared/platform/errors";
import { campusDate } from "../../../shared/platform/time/campus-clock";
import { CHECKOUT_TEXT } from "../../../shared/purchase/checkout/messages";
import { orderSchedule } from "../../../shared/purchase/checkout/subscriptions";
import type { Site } from "../../../shared/site-content/schemas/site";
import { orderConfirmationIntent } from "../checkout/attempt-completion";
import type { HoldStore } from "../checkout/hold-store";
import { hashOfSecret } from "../checkout/order-hold";
import { placedOrderView } from "./checkout-context";

/** 410: the hold ran out before its owner confirmed it; nothing was billed. */
class LinkExpiredError extends AppError {
  constructor() {
    super(410, CHECKOUT_TEXT.confirmLinkExpired);
  }
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The owner of the billed account opens the mailed link (docs/decisions/payments.md): the held
 * order is placed and its confirmation mailed to the buyer. Opening it again answers the same
 * order; a wrong or unknown token answers 404 without saying which part was wrong.
 */
export async function confirmHeldOrder(
  deps: { holds: HoldStore; webOrigin: string | undefined },
  site: Site,
  token: string,
  now: Date,
) {
  const [orderId = "", secret = "", ...rest] = token.split(".");
  const held = rest.length === 0 && secret ? await deps.holds.get(site.id, orderId) : undefined;
  if (!held || !sameHash(held.hash, hashOfSecret(secret))) {
    throw new NotFoundError(CHECKOUT_TEXT.confirmLinkInvalid);
  }
  if (held.order.state === "placed") {
    return { order: placedOrderView(held.order), msg: CHECKOUT_TEXT.orderConfirmed };
  }
  if (!held.order.confirm_by || held.order.confirm_by <= now.toISOString()) {
    throw new LinkExpiredError();
  }
  const placed = { ...held.order, state: "placed" as const, confirmed_at: now.toISOString() };
  // The schedule as the hold recorded it: the subscriptions were created on the order's day.
  const ordered = campusDate(new Date(placed.created_at), site.time_zone);
  const schedule = orderSchedule(placed.items, ordered);
  const mail = orderConfirmationIntent(site, placed, deps.webOrigin, schedule);
  if (!(await deps.holds.confirm(site.id, placed, held.hash, mail, now))) {
    const again = await deps.holds.get(site.id, orderId);
    if (again?.order.state !== "placed") throw new ConflictError(CHECKOUT_TEXT.confirmLinkExpired);
    return { order: placedOrderView(again.order), msg: CHECKOUT_TEXT.orderConfirmed };
  }
  return { order: placedOrderView(placed), msg: CHECKOUT_TEXT.orderConfirmed };
}
