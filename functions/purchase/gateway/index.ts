import type { PaymentGatewayName } from "../../../shared/purchase/payments/gateways";
import type { PaymentGateway } from "./gateway";
import { sandboxGateway } from "./sandbox-gateway";
import { stripeGateway } from "./stripe-gateway";

export * from "./gateway";

/**
 * The adapters this build knows, by the name a campus's site record gives
 * (`payment_gateway`, from its campus file). The Stripe adapter imports the `stripe` package
 * only when it first calls Stripe (functions/purchase/gateway/stripe-accounts.ts).
 */
const adapters: Record<PaymentGatewayName, () => PaymentGateway> = {
  sandbox: () => sandboxGateway(),
  stripe: () => stripeGateway(),
};

/** What picks a campus's gateway: its site record (docs/payments.md "Configuration"). */
export interface GatewaySite {
  id: string;
  payment_gateway: PaymentGatewayName;
}

const built = new Map<PaymentGatewayName, PaymentGateway>();

/**
 * The gateway a campus charges through, as its site record names it. It takes the record, not
 * the id: nothing may guess a campus's processor. The sandbox refuses to charge on a stage
 * that is not local, test or named for it (functions/purchase/gateway/sandbox-gateway.ts), so a
 * record that still names it can never take real orders in production.
 */
export function paymentGatewayFor(site: GatewaySite): PaymentGateway {
  const name = site.payment_gateway;
  const make = adapters[name];
  if (!make) throw new Error(`Unknown payment gateway "${name}"`);
  let gateway = built.get(name);
  if (!gateway) {
    gateway = make();
    built.set(name, gateway);
  }
  return gateway;
}
