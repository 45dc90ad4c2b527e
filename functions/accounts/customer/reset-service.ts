import { setTimeout as sleep } from "node:timers/promises";
import { PASSWORD_RESET_REQUEST_MESSAGES as M } from "../../../shared/accounts/schemas/password-reset-request";
import { ServiceUnavailableError, ValidationError } from "../../../shared/platform/errors";
import type { Site } from "../../../shared/site-content/schemas/site";
import type { VerifiedFormCaptcha } from "../../platform/captcha/altcha";
import { logger } from "../../platform/logger";
import type { Mailer } from "../../platform/mailer";
import type { MailQuota } from "../../platform/outbox/mail-quota-store";
import { hashPassword } from "../../platform/password-hash";
import { newResetKey, parseResetKey } from "../../platform/reset-key";
import { shortHash } from "../../platform/short-hash";
import type { ResetTokenStore } from "../reset-token-store";
import type { AccountDeps } from "./account-service";
import { requireAccountSite } from "./account-service";
import type { StoredCustomer } from "./customer-store";

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

/** What only the reset request needs: the captcha and its two rate limits. */
export interface ResetRequestDeps extends ResetDeps {
  captcha: {
    verify(payload: string, siteId: string): Promise<VerifiedFormCaptcha | null>;
    spend(siteId: string, captcha: VerifiedFormCaptcha): Promise<boolean>;
  };
  /** Reset mails per address (the email's hash, whether or not it has an account). */
  perAddress: MailQuota;
  /** Reset requests per client address (hashed by the quota); steps up before refusing. */
  perClient: MailQuota;
  /** Every answer after the captcha takes at least this long (ms), mail or no mail. */
  minDurationMs: number;
}

export const RESET_FORM = "password_reset";

const hashOf = (value: string) => shortHash(value.trim().toLowerCase());

const captchaRefused = (message: string) => new ValidationError(message, { altcha: message });

/**
 * customer/request_password_reset (docs/decisions/accounts.md): a solved proof-of-work challenge,
 * at most a few mails per address and requests per client, and the same answer in the same
 * time whether or not the email has an account: Lambda cannot answer first and mail later, so
 * every accepted request is held to `minDurationMs` from its start, mailing or not.
 */
export async function requestReset(
  deps: ResetRequestDeps,
  {
    site_id,
    email,
    altcha,
    client,
  }: { site_id: string; email: string; altcha: string; client: string },
  now: Date,
): Promise<{ msg: string }> {
  const captcha = await deps.captcha.verify(altcha, site_id);
  if (!captcha) throw captchaRefused(M.altcha.required);
  const site = await requireAccountSite(deps, site_id);
  // Checked before the lookup, so the answer says nothing about whether the email exists.
  const origin = deps.webOrigin;
  if (!origin) throw new ServiceUnavailableError(RESET_UNAVAILABLE);
  // One round trip: the guard, both limits and the lookup go out together.
  const [fresh, , , account] = await Promise.all([
    deps.captcha.spend(site_id, captcha),
    deps.perAddress.take(site_id, `email-${hashOf(email)}`, now),
    deps.perClient.take(site_id, client, now, { raised: captcha.raised }),
    deps.customers.getByEmail(site_id, email),
  ]);
  if (!fresh) throw captchaRefused(M.altchaReplayed);
  try {
    if (account) await mailResetLink(deps, origin, site, site_id, account, now);
  } finally {
    const spent = Date.now() - now.getTime();
    if (spent < deps.minDurationMs) await sleep(deps.minDurationMs - spent);
  }
  return { msg: RESET_REQUESTED };
}

async function mailResetLink(
  deps: ResetDeps,
  origin: string,
  site: Site,
  site_id: string,
  account: StoredCustomer,
  now: Date,
) {
  const key = newResetKey(site_id);
  await deps.tokens.create(
    site_id,
    key.tokenHash,
    { kind: "customer", subjectId: account.customer.id, subjectVersion: account.passwordVersion },
    now,
  );
  const link = resetLink(origin, key.publicKey);
  await deps.mailer.send(resetMail(site, account.customer.email, link));
  logger.info("password reset mailed", { siteId: site_id });
}

/**
 * The spec's page with the key in the fragment, as the reservation cancel link carries its
 * token: browsers never send a fragment to a server (CloudFront's logs) nor in a Referer, and
 * the page takes it out of the address bar and history once read (docs/decisions/accounts.md).
 */
export function resetLink(origin: string, publicKey: string): string {
  return `${origin.replace(/\/$/, "")}/customerResetPassword#key=${encodeURIComponent(publicKey)}`;
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
