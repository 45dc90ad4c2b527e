import { createHash } from "node:crypto";
import { DeleteCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { loginFailuresEntity } from "../../shared/data/entities/login-failures";
import { documentClient, tableName } from "../lib/dynamo";
import { getItem, isConditionFailure } from "../lib/store/table";

/** 10 failures within 15 minutes lock the account for 15 minutes. */
export const MAX_FAILURES = 10;
export const WINDOW_SECONDS = 15 * 60;
export const LOCK_SECONDS = 15 * 60;
export const LOCKED_OUT =
  "Too many failed login attempts. For your security, please wait 15 minutes and try again.";

export interface LoginThrottle {
  isLocked(siteId: string, email: string, now: Date): Promise<boolean>;
  recordFailure(siteId: string, email: string, now: Date): Promise<void>;
  clear(siteId: string, email: string): Promise<void>;
}

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

// Keyed by the email's hash, not the customer id, so unknown emails lock exactly like known
// ones (no enumeration) and the check runs in parallel with the email lookup.
const subjectOf = (email: string) =>
  `email-${createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 40)}`;
const key = (siteId: string, email: string) =>
  loginFailuresEntity.key({ siteId, subjectId: subjectOf(email) });

async function addFailure(siteId: string, email: string, now: Date): Promise<number | undefined> {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(siteId, email),
        UpdateExpression: "ADD failures :one",
        ConditionExpression: "attribute_exists(pk) AND window_end > :now",
        ExpressionAttributeValues: { ":one": 1, ":now": epoch(now) },
        ReturnValues: "ALL_NEW",
      }),
    );
    return Number(Attributes?.failures ?? 0);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

async function startWindow(siteId: string, email: string, now: Date): Promise<boolean> {
  const end = epoch(now) + WINDOW_SECONDS;
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: loginFailuresEntity.toItem(
          { siteId, subjectId: subjectOf(email) },
          { failures: 1, window_end: end, expires_at: end },
        ),
        // TTL deletes lazily: an expired window still present is replaced, a live one is not.
        ConditionExpression: "attribute_not_exists(pk) OR window_end <= :now",
        ExpressionAttributeValues: { ":now": epoch(now) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Counting is atomic (ADD), so concurrent failures are never lost (data model #26). */
export const dynamoLoginThrottle: LoginThrottle = {
  async isLocked(siteId, email, now) {
    const item = await getItem(key(siteId, email));
    return Number(item?.locked_until ?? 0) > epoch(now);
  },

  async recordFailure(siteId, email, now) {
    let failures = await addFailure(siteId, email, now);
    if (failures === undefined) {
      failures = (await startWindow(siteId, email, now)) ? 1 : await addFailure(siteId, email, now);
    }
    if ((failures ?? 0) < MAX_FAILURES) return;
    const until = epoch(now) + LOCK_SECONDS;
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(siteId, email),
        UpdateExpression: "SET locked_until = :until, expires_at = :until",
        ExpressionAttributeValues: { ":until": until },
      }),
    );
  },

  async clear(siteId, email) {
    await documentClient().send(
      new DeleteCommand({ TableName: tableName(), Key: key(siteId, email) }),
    );
  },
};
