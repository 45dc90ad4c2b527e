import { ServiceUnavailableError, ValidationError } from "../../shared/errors";
import type { Site } from "../../shared/schemas/site";
import { logger } from "../lib/logger";
import type { Mailer } from "../lib/mailer";
import { hashPassword } from "../lib/password-hash";
import { newResetKey, parseResetKey } from "../lib/reset-key";
import type { ResetTokenStore } from "../lib/store/reset-token-store";
import type { AccountDeps } from "./account-service";
import { requireAccountSite } from "./account-service";

/** The same answer whether or not the email has an account. */
export const RESET_UNAVAILABLE =
  "Password reset is not available right now. Please try again later.";

export const RESET_REQUESTED =
  "If an account exists for that email address, we have sent a link to reset your password.";
export const RESET_LINK_INVALID = "This password reset link is invalid or has expired.";

export interface ResetDeps extends AccountDeps {
  tokens: ResetTokenStore;
  mailer: Mailer;
  /** The web origin links point at, e.g. https://dineoncampus.example. */
  /** The configured origin; without one no reset link can be sent, so none is issued. */
  webOrigin: string | undefined;
}

export async function requestReset(
  deps: ResetDeps,
  { site_id, email }: { site_id: string; email: string },
  now: Date,
): Promise<{ msg: string }> {
  const site = await requireAccountSite(deps, site_id);
  // Checked before the lookup, so the answer says nothing about whether the email exists.
  if (!deps.webOrigin) throw new ServiceUnavailableError(RESET_UNAVAILABLE);
  const account = await deps.customers.getByEmail(site_id, email);
  if (account) {
    const key = newResetKey(site_id);
    await deps.tokens.create(
      site_id,
      key.tokenHash,
      { kind: "customer", subjectId: account.customer.id, subjectVersion: account.passwordVersion },
      now,
    );
    const link = `${deps.webOrigin}/customerResetPassword/${encodeURIComponent(key.publicKey)}`;
    await deps.mailer.send(resetMail(site, account.customer.email, link));
    logger.info("password reset mailed", { siteId: site_id });
  }
  return { msg: RESET_REQUESTED };
}

function resetMail(site: Site, to: string, link: string) {
  const text = `Someone asked to reset the password of your ${site.name} dining account.\n\nOpen this link within one hour to choose a new password (it works once):\n${link}\n\nIf you did not ask, ignore this email; your password stays the same.`;
  return { to: [to], subject: `Reset your ${site.name} dining password`, text };
}

/**
 * customer/update/password: consumes the key (single use) and sets the password; every
 * session of the account ends. `domain` is where the page sends the customer 2 s later.
 */
export async function updatePasswordWithKey(
  deps: ResetDeps,
  { public_key, password }: { public_key: string; password: string },
  now: Date,
): Promise<{ domain: string; msg: string }> {
  const key = parseResetKey(public_key);
  if (!key) throw new ValidationError(RESET_LINK_INVALID);
  const site = await deps.site(key.siteId).catch(() => undefined);
  if (!site) throw new ValidationError(RESET_LINK_INVALID);
  const record = await deps.tokens.consume(key.siteId, key.tokenHash, "customer", now);
  if (!record) throw new ValidationError(RESET_LINK_INVALID);
  // Only while the password is still the one the key was issued for: any password change
  // since (another key, the account) voided every older key.
  const set = await deps.customers.setPassword(
    key.siteId,
    record.subjectId,
    await hashPassword(password),
    now,
    { endSessions: true, ifPasswordVersion: record.subjectVersion ?? 0 },
  );
  if (!set) throw new ValidationError(RESET_LINK_INVALID);
  return { domain: `/${site.slug}`, msg: "Password updated successfully" };
}
