import { createHash } from "node:crypto";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
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
  window: number;
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

/** Windows are aligned to the clock, so the window of an attempt is known without a read. */
const windowOf = (now: Date) => Math.floor(now.getTime() / 1000 / WINDOW_SECONDS);

// Keyed by the email's hash, not the customer id, so unknown emails lock exactly like known
// ones (no enumeration) and the count runs in parallel with the email lookup.
const subjectOf = (email: string) =>
  `email-${createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 40)}`;
const key = (siteId: string, email: string, window: number) =>
  loginFailuresEntity.key({ siteId, subjectId: subjectOf(email), window });

/**
 * docs/data-model.md #26: one conditional ADD per attempt, on the item of the attempt's window
 * (created by the ADD itself), refused once it holds the limit. One round trip, whatever the
 * state and however many attempts race; every path fails closed.
 */
export const dynamoLoginThrottle: LoginThrottle = {
  async admit(siteId, email, now) {
    const window = windowOf(now);
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key(siteId, email, window),
          UpdateExpression:
            "ADD attempts :one SET expires_at = if_not_exists(expires_at, :expires)",
          ConditionExpression: "attribute_not_exists(attempts) OR attempts < :max",
          ExpressionAttributeValues: {
            ":one": 1,
            ":max": MAX_ATTEMPTS,
            // TTL removes the item once its window (and the next, for clock skew) is over.
            ":expires": (window + 2) * WINDOW_SECONDS,
          },
        }),
      );
      return { window };
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  },

  async succeeded(siteId, email, permit) {
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key(siteId, email, permit.window),
          UpdateExpression: "ADD attempts :minus",
          // Only an item that exists and counted this attempt; never creates one.
          ConditionExpression: "attempts > :zero",
          ExpressionAttributeValues: { ":minus": -1, ":zero": 0 },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },
};
