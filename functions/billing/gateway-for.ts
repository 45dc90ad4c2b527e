import { GatewayUnavailableError, type PaymentGateway } from "../lib/payments/gateway";

/**
 * The gateway a campus is charged through. Until an adapter exists in functions/lib/payments,
 * every charge is "unavailable": the period stays Pending and the run is retried, never lost.
 */
export function billingGatewayFor(_siteId: string): PaymentGateway {
  const unavailable = async (): Promise<never> => {
    throw new GatewayUnavailableError("No payment gateway adapter is configured.");
  };
  return { charge: unavailable, saveForRecurring: unavailable, chargeSaved: unavailable };
}
