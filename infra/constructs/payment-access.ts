import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import type { Function as LambdaFunction } from "aws-cdk-lib/aws-lambda";
import type { PaymentSettings } from "../config";

/** What every function that charges, looks up or refunds a payment is told. */
export interface PaymentAccess {
  stage: string;
  settings: PaymentSettings;
}

/**
 * Sets up a function that reaches the payment gateway (the cart and payments groups, the
 * billing worker, the reconciliation sweeper; docs/payments.md "Configuration"): STAGE, which
 * the sandbox checks before every charge; PAYMENT_SANDBOX_STAGE, only on a stage that is not
 * production; the Stripe accounts' secret ARNs; and `secretsmanager:GetSecretValue` on exactly
 * those secrets, nothing broader. The secret values never appear in the template.
 */
export function grantPayments(fn: LambdaFunction, { stage, settings }: PaymentAccess): void {
  fn.addEnvironment("STAGE", stage);
  if (settings.sandboxStage) fn.addEnvironment("PAYMENT_SANDBOX_STAGE", settings.sandboxStage);
  if (settings.stripeSecretArn) fn.addEnvironment("STRIPE_SECRET_ARN", settings.stripeSecretArn);
  const campuses = settings.stripeCampusSecretArns;
  if (Object.keys(campuses).length > 0) {
    fn.addEnvironment("STRIPE_SITE_SECRET_ARNS", JSON.stringify(campuses));
  }
  const arns = [settings.stripeSecretArn, ...Object.values(campuses)].filter((arn): arn is string =>
    Boolean(arn),
  );
  if (arns.length === 0) return;
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ["secretsmanager:GetSecretValue"],
      resources: [...new Set(arns)],
    }),
  );
}
