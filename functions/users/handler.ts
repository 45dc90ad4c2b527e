import { usersRoutes } from "../../shared/api/routes/users";
import { ValidationError } from "../../shared/errors";
import { createGroupHandler } from "../lib/group-handler";
import { parseResetKey } from "../lib/reset-key";
import { dynamoResetTokenStore } from "../lib/store/reset-token-store";

export const RESET_LINK_INVALID = "This password reset link is invalid or has expired.";

/**
 * Staff tools users (requirements: purchases §6) have no accounts on this platform yet, so no `staff` reset
 * key is ever issued: the route consumes only keys of that kind and answers every other key,
 * a customer's included, as an invalid link (docs/decisions/accounts.md).
 */
export const handler = createGroupHandler(usersRoutes, {
  updateUserPassword: async ({ public_key }, { now }) => {
    const key = parseResetKey(public_key);
    const record = key
      ? await dynamoResetTokenStore.consume(key.siteId, key.tokenHash, "staff", now)
      : undefined;
    if (!record) throw new ValidationError(RESET_LINK_INVALID);
    // Reached only once staff accounts and their store exist (a later issue).
    throw new ValidationError(RESET_LINK_INVALID);
  },
});
