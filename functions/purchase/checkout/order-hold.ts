import { createHash, randomBytes } from "node:crypto";
import {
  billedAddress,
  HOLD_HOURS,
  orderHoldMail,
} from "../../../shared/purchase/checkout/order-hold";
import type { Order } from "../../../shared/purchase/entities/order";
import type { Site } from "../../../shared/site-content/schemas/site";
import type { Completion } from "./attempt-store";

export const hashOfSecret = (secret: string) =>
  createHash("sha256").update(secret).digest("base64url");

/**
 * An order that bills an account, held for the account's owner: the order waits, and the mail
 * to the owner's campus address carries a one-time link (`{order id}.{secret}` in the
 * fragment, so it reaches no server log); only the secret's hash is stored.
 */
export function holdOf(
  site: Site,
  done: Completion,
  webOrigin: string | undefined,
  now: Date,
  secret = randomBytes(24).toString("base64url"),
): Completion & { address: string } {
  const confirmBy = new Date(now.getTime() + HOLD_HOURS * 3_600_000).toISOString();
  const order: Order = { ...done.order, state: "awaiting_confirmation", confirm_by: confirmBy };
  const address = billedAddress(order);
  const token = `${order.id}.${secret}`;
  const link = webOrigin
    ? `${webOrigin}/${encodeURIComponent(site.slug)}/confirm-order#token=${token}`
    : null;
  return {
    order,
    subscriptions: done.subscriptions,
    mail: {
      kind: "order_hold",
      ref: order.id,
      mail: { to: [address], ...orderHoldMail(order, site.name, link, confirmBy.slice(0, 16)) },
    },
    orderAttributes: { confirmation_hash: hashOfSecret(secret) },
    address,
  };
}
