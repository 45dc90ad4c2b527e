import { randomUUID } from "node:crypto";
import { orderConfirmationMail } from "../../../shared/purchase/checkout/order-mail";
import {
  orderSchedule,
  subscriptionsFromCart,
} from "../../../shared/purchase/checkout/subscriptions";
import type { CheckoutClaim } from "../../../shared/purchase/entities/checkout-claim";
import type { Order } from "../../../shared/purchase/entities/order";
import type { Site } from "../../../shared/site-content/schemas/site";
import type { ScheduleSection } from "../../../shared/subscriptions/timeline";
import type { Completion } from "./attempt-store";

/** What the gateway answered for the attempt's key; null fields when nothing was charged. */
export interface PaymentRecord {
  result: string;
  transactionId: string | null;
  /** The card as the processor reports it, never as the request claimed it. */
  brand: string | null;
  last4: string | null;
  /** The saved method when the order holds subscriptions. */
  paymentMethod: string | null;
}

export const NOT_CHARGED: PaymentRecord = {
  result: "Approved",
  transactionId: null,
  brand: null,
  last4: null,
  paymentMethod: null,
};

/**
 * The confirmation, in the campus's colours, links from the configured origin only: the campus
 * home for everyone, the account's orders for a signed-in buyer (a guest has none).
 */
export function orderConfirmationIntent(
  site: Site,
  order: Order,
  webOrigin: string | undefined,
  /** The charge schedule of each subscription the order created. */
  schedule: readonly ScheduleSection[] = [],
) {
  const campusUrl = webOrigin ? `${webOrigin}/${encodeURIComponent(site.slug)}` : null;
  const accountUrl = campusUrl && order.customer_id ? `${campusUrl}/customer-account` : null;
  const mail = orderConfirmationMail(order, site.name, accountUrl, {
    brand: site,
    campusUrl,
    contactEmail: site.email,
    schedule,
  });
  return { kind: "order_confirmation", ref: order.id, mail: { to: [order.email], ...mail } };
}

/**
 * Everything an attempt's order consists of, from the attempt's own snapshot and the
 * gateway's answer: the buyer's retry and the sweeper finish an attempt identically.
 */
export function completionOf(
  site: Site,
  claim: CheckoutClaim,
  payment: PaymentRecord,
  webOrigin: string | undefined,
): Completion {
  if (!claim.order) throw new Error(`Checkout attempt ${claim.order_id} has no order snapshot`);
  const order: Order = {
    ...claim.order,
    card_brand: payment.brand,
    card_last4: payment.last4,
    transaction_id: payment.transactionId,
  };
  const today = claim.today ?? order.created_at.slice(0, 10);
  const subscriptions = order.customer_id
    ? subscriptionsFromCart(order.items, {
        siteId: site.id,
        customerId: order.customer_id,
        orderId: order.id,
        orderCreatedAt: order.created_at,
        today,
        paymentMethod: payment.paymentMethod,
        cardBrand: order.card_brand,
        cardLast4: order.card_last4,
        result: payment.result,
        transactionId: payment.transactionId,
        email: order.email,
        newId: randomUUID,
      })
    : [];
  const schedule = orderSchedule(order.items, today);
  return { order, subscriptions, mail: orderConfirmationIntent(site, order, webOrigin, schedule) };
}
