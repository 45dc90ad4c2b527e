import { SendMessageBatchCommand, SQSClient } from "@aws-sdk/client-sqs";
import * as z from "zod";
import { CLIENT_TIMEOUTS } from "../../platform/client-timeouts";
import type { CampusBillingMessage } from "./billing-message";

/** Where the dispatcher puts one message per campus (SQS in AWS, a list locally). */
export interface BillingQueue {
  enqueue(messages: CampusBillingMessage[]): Promise<void>;
}

/** SQS takes at most ten messages per batch call. */
const SQS_BATCH = 10;

let client: SQSClient | undefined;

export const sqsBillingQueue: BillingQueue = {
  async enqueue(messages) {
    const queueUrl = z.url().parse(process.env.BILLING_QUEUE_URL);
    client ??= new SQSClient({ ...CLIENT_TIMEOUTS.sqs });
    for (let i = 0; i < messages.length; i += SQS_BATCH) {
      const batch = messages.slice(i, i + SQS_BATCH);
      const { Failed = [] } = await client.send(
        new SendMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: batch.map((message, n) => ({
            Id: String(n),
            MessageBody: JSON.stringify(message),
          })),
        }),
      );
      // The scheduler retries the whole dispatch; duplicates are harmless, gaps are not.
      if (Failed.length > 0) {
        throw new Error(`SQS refused ${Failed.length} billing message(s): ${Failed[0]?.Code}`);
      }
    }
  },
};
