import * as z from "zod";
import {
  isProductionStage,
  PAYMENT_GATEWAYS,
  STRIPE_PUBLISHABLE_KEY,
  sandboxInProductionMessage,
} from "../purchase/payments/gateways";

/**
 * The campus file's `payments` block (docs/onboarding.md): which card processor the campus
 * uses and, for Stripe, the publishable key its checkout page loads. Which Stripe account's
 * secret the server reads is deployment configuration (infra/config.ts), never the campus
 * file's (docs/decisions/payments.md "Whose Stripe account").
 */
export const campusPaymentsSchema = z
  .object({
    gateway: z.enum(PAYMENT_GATEWAYS),
    publishable_key: z
      .string()
      .regex(STRIPE_PUBLISHABLE_KEY, "A Stripe publishable key starts with pk_live_ or pk_test_")
      .nullable()
      .default(null),
  })
  .superRefine((payments, ctx) => {
    if (payments.gateway === "stripe" && !payments.publishable_key) {
      ctx.addIssue({
        code: "custom",
        path: ["publishable_key"],
        message: "Stripe needs the campus's publishable key (pk_live_... or pk_test_...)",
      });
    }
    if (payments.gateway === "sandbox" && payments.publishable_key) {
      ctx.addIssue({
        code: "custom",
        path: ["publishable_key"],
        message: "The sandbox takes no publishable key",
      });
    }
  });
export type CampusPayments = z.infer<typeof campusPaymentsSchema>;

/** What the site record says about payments; a file without the block uses the sandbox. */
export const sitePaymentFields = (payments: CampusPayments | null) => ({
  payment_gateway: payments?.gateway ?? "sandbox",
  stripe_publishable_key: payments?.publishable_key ?? null,
});

/**
 * Why a campus file may not be onboarded into `stage`, or null: a production stage refuses a
 * file that names the sandbox or names no gateway (which means the sandbox).
 */
export function paymentsRefusal(payments: CampusPayments | null, stage: string): string | null {
  if (!isProductionStage(stage) || payments?.gateway === "stripe") return null;
  const what = payments
    ? 'The campus file\'s payments.gateway "sandbox"'
    : "A campus file without a payments block";
  return sandboxInProductionMessage(
    what,
    stage,
    'set payments to { "gateway": "stripe", "publishable_key": "pk_live_..." }',
  );
}
