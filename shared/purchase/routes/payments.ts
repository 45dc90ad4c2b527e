import * as z from "zod";
import { defineRoute } from "../../platform/api/route";

// Stripe's webhook (docs/payments.md "Webhooks"). The body is Stripe's event, verified from the
// raw request body and its Stripe-Signature header before anything is read; the input schema
// only bounds the two fields the log names, and lets the rest of the event through.

export const stripeWebhook = defineRoute({
  operationId: "stripeWebhook",
  group: "payments",
  method: "POST",
  path: "/v1/payments/webhook",
  summary:
    "Stripe's events (payment succeeded or failed, refund, dispute), signed with the endpoint secret",
  input: z.looseObject({
    id: z.string().max(255).optional(),
    type: z.string().max(255).optional(),
  }),
  output: z.object({ outcome: z.string() }),
  auth: "public",
  // Stripe signs what it sends; a browser never calls this, so there is no CSRF token.
  csrf: false,
  // Events carry the whole object they report (a PaymentIntent, a Charge): larger than a form.
  maxBodyBytes: 256 * 1024,
  example: {
    id: "evt_3Q0example",
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: { id: "pi_3Q0example", object: "payment_intent", metadata: {} } },
  },
});

export const paymentsRoutes = [stripeWebhook] as const;
