import { type PaymentGateway, paymentGatewayFor } from "../lib/payments";

/**
 * The gateway a campus's saved payment methods are charged through: the same per-campus
 * configuration checkout uses (PAYMENT_GATEWAY, PAYMENT_GATEWAY_SITES; the sandbox by default).
 */
export const billingGatewayFor = (siteId: string): PaymentGateway => paymentGatewayFor(siteId);
