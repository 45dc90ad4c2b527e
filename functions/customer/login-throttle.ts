import { siteEntity } from "../../shared/data/entities/site";
import { NotFoundError } from "../../shared/errors";
import { tableName } from "../lib/dynamo";
import { type LoginThrottle, dynamoLoginThrottle as throttleWith } from "../lib/login-throttle";
import { INVALID_SITE } from "../lib/site-cache";

export {
  type AttemptPermit,
  attemptsKey,
  CONFLICT_RETRIES,
  LOCKED_OUT,
  type LoginThrottle,
  MAX_ATTEMPTS,
  WINDOW_SECONDS,
} from "../lib/login-throttle";

/**
 * The customer login's throttle (functions/lib/login-throttle.ts): an attempt is counted only
 * on a published campus, checked in the count's own transaction, so an unknown site is refused
 * with "Invalid site." and never written to.
 */
export const dynamoLoginThrottle: LoginThrottle = throttleWith({
  check: (siteId) => ({
    ConditionCheck: {
      TableName: tableName(),
      Key: siteEntity.key({ siteId }),
      ConditionExpression: "#data.#published = :yes",
      ExpressionAttributeNames: { "#data": "data", "#published": "published" },
      ExpressionAttributeValues: { ":yes": true },
    },
  }),
  refusal: () => new NotFoundError(INVALID_SITE),
});
