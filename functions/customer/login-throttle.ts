import { createHash } from "node:crypto";
import { PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { loginFailuresEntity } from "../../shared/data/entities/login-failures";
import { documentClient, tableName } from "../lib/dynamo";
import { isConditionFailure } from "../lib/store/table";

/** At most 10 password checks of one email per 15-minute window (docs/decisions/accounts.md). */
export const MAX_ATTEMPTS = 10;
export const WINDOW_SECONDS = 15 * 60;
export const LOCKED_OUT =
  "Too many failed login attempts. For your security, please wait 15 minutes and try again.";

/** A counted attempt: the window it was counted in, so a success can give back exactly its slot. */
export interface AttemptPermit {
  windowEnd: number;
}

/**
 * The attempt is counted before the password is checked: `admit` answers undefined once the
 * window's limit is reached, so concurrent attempts can never check more than the limit.
 */
export interface LoginThrottle {
  admit(siteId: string, email: string, now: Date): Promise<AttemptPermit | undefined>;
  /** A right password gives its own slot back; the window and everyone else's count stay. */
  succeeded(siteId: string, email: string, permit: AttemptPermit): Promise<void>;
}

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

// Keyed by the email's hash, not the customer id, so unknown emails lock exactly like known
// ones (no enumeration) and the count runs in parallel with the email lookup.
const subjectOf = (email: string) =>
  `email-${createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 40)}`;
const key = (siteId: string, email: string) =>
  loginFailuresEntity.key({ siteId, subjectId: subjectOf(email) });

type Counted = { permit: AttemptPermit } | { locked: true } | { noWindow: true };

/** One conditional ADD: counts only inside a live window that still has room. */
async function countInWindow(siteId: string, email: string, now: Date): Promise<Counted> {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(siteId, email),
        UpdateExpression: "ADD attempts :one",
        ConditionExpression: "attribute_exists(pk) AND window_end > :now AND attempts < :max",
        ExpressionAttributeValues: { ":one": 1, ":now": epoch(now), ":max": MAX_ATTEMPTS },
        ReturnValues: "ALL_NEW",
        ReturnValuesOnConditionCheckFailure: "ALL_OLD",
      }),
    );
    return { permit: { windowEnd: Number(Attributes?.window_end) } };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // The refused item comes back raw (the document client does not unmarshall errors).
    const old = (error as { Item?: Record<string, { N?: string }> }).Item;
    const live = Number(old?.window_end?.N ?? 0) > epoch(now);
    return old && live ? { locked: true } : { noWindow: true };
  }
}

/** Starts a window with this attempt counted; false when another attempt started one first. */
async function startWindow(siteId: string, email: string, now: Date): Promise<number | undefined> {
  const end = epoch(now) + WINDOW_SECONDS;
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: loginFailuresEntity.toItem(
          { siteId, subjectId: subjectOf(email) },
          { attempts: 1, window_end: end, expires_at: end },
        ),
        // TTL deletes lazily: an expired window still present is replaced, a live one is not.
        ConditionExpression: "attribute_not_exists(pk) OR window_end <= :now",
        ExpressionAttributeValues: { ":now": epoch(now) },
      }),
    );
    return end;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * docs/data-model.md #26. Round trips: one inside a window (counted or refused), two for the
 * first attempt of a window; only when two attempts start the same window at once does the
 * loser count again (a third). Every path fails closed.
 */
export const dynamoLoginThrottle: LoginThrottle = {
  async admit(siteId, email, now) {
    for (let round = 0; round < 2; round += 1) {
      const counted = await countInWindow(siteId, email, now);
      if ("permit" in counted) return counted.permit;
      if ("locked" in counted) return undefined;
      const started = await startWindow(siteId, email, now);
      if (started !== undefined) return { windowEnd: started };
    }
    return undefined;
  },

  async succeeded(siteId, email, permit) {
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key(siteId, email),
          UpdateExpression: "ADD attempts :minus",
          // Only in the window the attempt was counted in; a newer window owes it nothing.
          ConditionExpression: "window_end = :end AND attempts > :zero",
          ExpressionAttributeValues: { ":minus": -1, ":end": permit.windowEnd, ":zero": 0 },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },
};
