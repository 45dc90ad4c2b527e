import { Stack, type StackProps } from "aws-cdk-lib";
import type { Construct } from "constructs";
import { ScheduledBilling, type ScheduledBillingProps } from "../constructs/billing";

export type BillingStackProps = StackProps & ScheduledBillingProps;

/**
 * Scheduled subscription billing, apart from the API: its Lambdas serve no v1 route group, so
 * the API stack's one-function-per-group construction stays as the route list makes it.
 */
export class BillingStack extends Stack {
  readonly billing: ScheduledBilling;

  constructor(scope: Construct, id: string, props: BillingStackProps) {
    super(scope, id, props);
    this.billing = new ScheduledBilling(this, "Billing", {
      table: props.table,
      mail: props.mail,
      logRetention: props.logRetention,
      alarmTopic: props.alarmTopic,
      payments: props.payments,
      workerConcurrency: props.workerConcurrency,
      chargesPerSecond: props.chargesPerSecond,
    });
  }
}
