import { NotFoundError } from "../../../shared/platform/errors";
import { siteEntity } from "../../../shared/site-content/entities/site";
import { tableName } from "../../platform/dynamo";
import { INVALID_SITE } from "../../platform/site-cache";
import { type LoginThrottle, dynamoLoginThrottle as throttleWith } from "../login-throttle";

export {
  type AttemptPermit,
  attemptsKey,
  CONFLICT_RETRIES,
  LOCKED_OUT,
  type LoginThrottle,
  MAX_ATTEMPTS,
  WINDOW_SECONDS,
} from "../login-throttle";

/**
 * The customer login's throttle (functions/accounts/login-throttle.ts): an attempt is counted only
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
