import type { Site } from "../../../shared/site-content/schemas/site";
import { type PaymentGateway, paymentGatewayFor } from "../../purchase/gateway";

/**
 * The gateway a campus's saved payment methods are charged through: the one its site record
 * names, as at checkout (docs/payments.md "Configuration").
 */
export const billingGatewayFor = (site: Site): PaymentGateway => paymentGatewayFor(site);
