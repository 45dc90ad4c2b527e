import type { SQSEvent } from "aws-lambda";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import type { BillingDeps } from "../../functions/subscriptions/billing/billing-service";
import { dynamoBillingStore } from "../../functions/subscriptions/billing-store";
import type { FakeGateway } from "./fake-gateway";

/** The billing worker's real stores, charging through `gateway`. */
export const billingDeps = (gateway: FakeGateway): BillingDeps => ({
  sites: dynamoSiteStore,
  store: dynamoBillingStore,
  gatewayFor: () => gateway,
});

/**
 * The billing queue's delivery of "bill this campus as of `at`", `copies` times over (SQS
 * delivers at least once); message ids are `m-0`, `m-1`, ... so a test can name a failure.
 */
export function billingEvent(siteId: string, at: string, copies = 1): SQSEvent {
  return {
    Records: Array.from({ length: copies }, (_, i) => ({
      messageId: `m-${i}`,
      receiptHandle: `r-${i}`,
      body: JSON.stringify({ site_id: siteId, at }),
      attributes: {} as SQSEvent["Records"][number]["attributes"],
      messageAttributes: {},
      md5OfBody: "",
      eventSource: "aws:sqs",
      eventSourceARN: "arn:aws:sqs:us-east-1:111111111111:billing",
      awsRegion: "us-east-1",
    })),
  };
}
