import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import middy from "@middy/core";
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from "aws-lambda";
import { type MailIntent, mailIntentEntity } from "../../../shared/platform/entities/mail-intent";
import { logger, withInvocationContext } from "../logger";
import { sesMailer } from "../mailer";
import { type DeliveryDeps, deliverIntent, intentFields } from "./delivery";

const defaultDeps: DeliveryDeps = { mailer: sesMailer };

/** The mail intent a record inserted; null for every other change of the table. */
function insertedIntent(record: DynamoDBRecord): MailIntent | null {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== "INSERT" || !image) return null;
  if (image.type?.S !== mailIntentEntity.type) return null;
  return mailIntentEntity.fromItem(unmarshall(image as Record<string, AttributeValue>));
}

/**
 * Delivers the mail intents a batch of table changes inserted (docs/decisions/mail-outbox.md).
 * A failed record is reported alone (ReportBatchItemFailures, by SequenceNumber), so the stream
 * retries from it; records already delivered find their intent sent and send nothing twice.
 * After the retries run out the record goes to the dead-letter queue and the scheduled sweeper
 * delivers the intent, which is still pending. A send SES throttled is no failed record: the
 * intent is deferred (still pending, no attempt counted) and the sweeper sends it once its wait
 * is over, so throttling never spends the stream's retries nor fills the dead-letter queue.
 */
export async function handleOutboxRecords(
  event: DynamoDBStreamEvent,
  deps: DeliveryDeps = defaultDeps,
): Promise<DynamoDBBatchResponse> {
  const batchItemFailures: DynamoDBBatchResponse["batchItemFailures"] = [];
  for (const record of event.Records) {
    let intent: MailIntent | null;
    try {
      intent = insertedIntent(record);
    } catch (error) {
      // A malformed intent cannot succeed on a retry: logged, and left pending, so the
      // sweeper's undelivered-mail alarm keeps pointing at it.
      logger.error("malformed mail intent skipped", {
        key: record.dynamodb?.Keys?.pk?.S,
        sequenceNumber: record.dynamodb?.SequenceNumber,
        error,
      });
      continue;
    }
    if (!intent) continue;
    try {
      await deliverIntent(intent, deps);
    } catch (error) {
      const id = record.dynamodb?.SequenceNumber;
      // deliverIntent logged the cause; this line ties it to the record the stream retries.
      logger.warn("mail intent delivery failed; the stream retries it", {
        ...intentFields(intent),
        sequenceNumber: id,
        error: error instanceof Error ? error.message : String(error),
      });
      if (id) batchItemFailures.push({ itemIdentifier: id });
    }
  }
  return { batchItemFailures };
}

export const handler = middy<DynamoDBStreamEvent, DynamoDBBatchResponse>()
  .use(withInvocationContext())
  .handler((event) => handleOutboxRecords(event));
