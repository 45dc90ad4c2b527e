import type { Order } from "../../shared/data/entities/order";
import { orderConfirmationMail } from "../../shared/domain/checkout/order-mail";
import type { Site } from "../../shared/schemas/site";
import { logger } from "../lib/logger";
import type { Mailer } from "../lib/mailer";

/**
 * The confirmation goes out after the order is recorded; a mail failure is logged, not answered,
 * so the buyer is never asked to pay again because a mail bounced. Links come from the
 * configured web origin only, never from the request.
 */
export async function sendOrderConfirmation(
  mailer: Mailer,
  site: Site,
  order: Order,
  webOrigin: string | undefined,
): Promise<void> {
  const origin = webOrigin?.replace(/\/$/, "");
  const link = origin
    ? `${origin}/${encodeURIComponent(site.slug)}${order.customer_id ? "/customer-account" : ""}`
    : null;
  try {
    await mailer.send({ to: [order.email], ...orderConfirmationMail(order, site.name, link) });
  } catch (error) {
    logger.error("order confirmation mail failed", {
      siteId: site.id,
      orderId: order.id,
      error: error as Error,
    });
  }
}
