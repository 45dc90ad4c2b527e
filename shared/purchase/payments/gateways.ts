/**
 * Which payment gateway a campus charges through, and where the sandbox may run
 * (docs/payments.md "Configuration"). Pure: the stage is always a parameter, so the CDK app,
 * onboarding and the Lambdas apply the same rule.
 */
export const PAYMENT_GATEWAYS = ["sandbox", "stripe"] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** Stages that take real money. A production stage never runs the sandbox. */
export const isProductionStage = (stage: string): boolean =>
  stage === "prod" || stage.startsWith("prod-");

/** The local stack and the test harness: the sandbox always may charge there. */
export const SANDBOX_STAGES = ["local", "test"] as const;

/**
 * Whether the sandbox may answer a charge on `stage`: local and test always; a deployed stage
 * only when its configuration names it (`allowedStage`, set by the CDK app for a stage that is
 * not production); a production stage never, whatever it names.
 */
export function sandboxAllowedOn(stage: string, allowedStage: string | undefined): boolean {
  if (isProductionStage(stage)) return false;
  return (SANDBOX_STAGES as readonly string[]).includes(stage) || stage === allowedStage;
}

/** A Stripe publishable key (browser side); never a secret key. */
export const STRIPE_PUBLISHABLE_KEY = /^pk_(test|live)_[A-Za-z0-9]+$/;

/** The complete ARN of a Secrets Manager secret (with its 6-character suffix). */
export const SECRET_ARN =
  /^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:.+-[A-Za-z0-9]{6}$/;

/** The sentence a production stage answers when a campus or the stage names the sandbox. */
export const sandboxInProductionMessage = (what: string, stage: string, fix: string): string =>
  `${what} names the sandbox payment gateway, which never charges real cards and is refused on the production stage ${stage}: ${fix}.`;
