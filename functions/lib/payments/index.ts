import * as z from "zod";
import type { PaymentGateway } from "./gateway";
import { sandboxGateway } from "./sandbox-gateway";

export * from "./gateway";

/**
 * The adapters this build knows, by configuration name. A real processor adds one line here
 * and its adapter file beside the sandbox's (docs/payments.md).
 */
const adapters: Record<string, () => PaymentGateway> = {
  sandbox: () => sandboxGateway(),
};

// PAYMENT_GATEWAY names the default adapter; PAYMENT_GATEWAY_SITES ({"site-id": "name"}) lets
// one campus use another processor. Unset, everything uses the sandbox (local stack, tests).
const configSchema = z.object({
  PAYMENT_GATEWAY: z.string().default("sandbox"),
  PAYMENT_GATEWAY_SITES: z
    .string()
    .default("{}")
    .transform((text) => z.record(z.string(), z.string()).parse(JSON.parse(text))),
});

const built = new Map<string, PaymentGateway>();

/** The gateway a campus charges through; an unknown adapter name fails loudly, never silently. */
export function paymentGatewayFor(siteId: string): PaymentGateway {
  const config = configSchema.parse(process.env);
  const name = config.PAYMENT_GATEWAY_SITES[siteId] ?? config.PAYMENT_GATEWAY;
  const make = adapters[name];
  if (!make) throw new Error(`Unknown payment gateway "${name}"`);
  let gateway = built.get(name);
  if (!gateway) {
    gateway = make();
    built.set(name, gateway);
  }
  return gateway;
}
