import { setTimeout as sleep } from "node:timers/promises";
import { PutCommand, type PutCommandInput } from "@aws-sdk/lib-dynamodb";
import { ServiceUnavailableError } from "../../../shared/platform/errors";
import { OPERATIONS_TENANT } from "../../../shared/platform/roles";
import { documentClient, tableName } from "../../platform/dynamo";
import { logger } from "../../platform/logger";
import type { Mailer } from "../../platform/mailer";
import { TOO_MANY_MAILS } from "../../platform/outbox/mail-quota-store";
import { countAction, emailSubjectOf, type RateRule } from "../../platform/rate-limit";
import { type StoredStaff, staffByEmail } from "../../platform/staff-session/staff-account-store";
import {
  STAFF_RESET_TTL_SECONDS,
  setPasswordLink,
  staffKeyPut,
  staffResetMail,
} from "../../platform/staff-session/staff-invite";

export const STAFF_RESET_REQUESTED =
  "If a console account exists for that email address, we have sent a link to set a new password.";
export const STAFF_RESET_UNAVAILABLE =
  "Password reset is not available right now. Please try again later.";

/** Reset mails per address per hour, as a customer's (docs/security.md "Rate limits"). */
export const STAFF_RESET_RULE: RateRule = {
  purpose: "staff-reset",
  scope: "email",
  limit: 3,
  windowSeconds: 3600,
  message: TOO_MANY_MAILS,
};

export interface StaffResetDeps {
  mailer: Mailer;
  /** The configured web origin (never a request header); without one no link is issued. */
  webOrigin: string | undefined;
  /** Every answer takes at least this long (ms), mail or no mail. */
  minDurationMs: number;
}

/**
 * A staff member who forgot their password (or lost their invitation) gets a single-use link
 * to PUT /v1/users/update/password. The same answer, in the same time, whether or not the
 * email has an account; a disabled account gets no mail.
 */
export async function requestStaffReset(
  deps: StaffResetDeps,
  email: string,
  now: Date,
): Promise<{ msg: string }> {
  const origin = deps.webOrigin;
  if (!origin) throw new ServiceUnavailableError(STAFF_RESET_UNAVAILABLE);
  const started = Date.now();
  try {
    const [, stored] = await Promise.all([
      countAction(
        OPERATIONS_TENANT,
        { rule: STAFF_RESET_RULE, subject: emailSubjectOf(email) },
        now,
      ),
      staffByEmail(email),
    ]);
    if (stored && !stored.account.disabled) await mailResetLink(deps, origin, stored, now);
  } finally {
    const spent = Date.now() - started;
    if (spent < deps.minDurationMs) await sleep(deps.minDurationMs - spent);
  }
  return { msg: STAFF_RESET_REQUESTED };
}

async function mailResetLink(deps: StaffResetDeps, origin: string, stored: StoredStaff, now: Date) {
  const key = staffKeyPut(
    tableName(),
    stored.account.id,
    stored.secrets.password_version,
    STAFF_RESET_TTL_SECONDS,
    now,
  );
  await documentClient().send(new PutCommand(key.put.Put as PutCommandInput));
  try {
    await deps.mailer.send(staffResetMail(stored.account, setPasswordLink(origin, key.publicKey)));
    logger.info("staff password reset mailed", { staffId: stored.account.id });
  } catch (error) {
    // The answer must not tell a known email from an unknown one; the log does.
    logger.error("staff password reset mail failed", {
      staffId: stored.account.id,
      error: error as Error,
    });
  }
}
