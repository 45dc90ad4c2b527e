import { ValidationError } from "../../../shared/platform/errors";
import { OPERATIONS_TENANT } from "../../../shared/platform/roles";
import type { ResetTokenStore } from "../../accounts/reset-token-store";
import { hashPassword } from "../../platform/password-hash";
import { parseResetKey } from "../../platform/reset-key";
import { setStaffPassword } from "../../platform/staff-session/staff-account-store";

export const RESET_LINK_INVALID = "This password reset link is invalid or has expired.";
export const PASSWORD_SET = "Your password is set. Sign in to the operations console.";

/** Where the set-password page sends the staff member next: the console's sign-in. */
export const CONSOLE_PATH = "/operations";

/**
 * PUT /v1/users/update/password (requirements: purchases §6, the spec's staff password route):
 * a `staff` reset key (an invitation or a forgotten password, functions/platform/staff-session/staff-invite.ts)
 * sets the password once. The key is consumed first (single use), then the password is set only
 * while it is still the one the key was issued for and the account is not disabled; every
 * session of the account ends. Any other key, a customer's included, is an invalid link.
 */
export async function updateStaffPassword(
  tokens: ResetTokenStore,
  { public_key, password }: { public_key: string; password: string },
  now: Date,
): Promise<{ domain: string; msg: string }> {
  const key = parseResetKey(public_key);
  if (!key || key.siteId !== OPERATIONS_TENANT) throw new ValidationError(RESET_LINK_INVALID);
  const record = await tokens.consume(key.siteId, key.tokenHash, "staff", now);
  if (!record) throw new ValidationError(RESET_LINK_INVALID);
  const set = await setStaffPassword(
    record.subjectId,
    await hashPassword(password),
    record.subjectVersion ?? 0,
    now,
  );
  if (!set) throw new ValidationError(RESET_LINK_INVALID);
  return { domain: CONSOLE_PATH, msg: PASSWORD_SET };
}
