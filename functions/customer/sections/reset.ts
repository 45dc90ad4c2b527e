import { customerResetRoutes } from "../../../shared/api/routes/customer-reset";
import { PASSWORD_RESET_REQUEST_MESSAGES } from "../../../shared/domain/validation/forms/password-reset-request";
import { newFormChallenge, spendFormCaptcha, verifyFormCaptcha } from "../../lib/captcha/altcha";
import { clientAddressOf } from "../../lib/client-address";
import { defineSection } from "../../lib/group-handler";
import { sesMailer } from "../../lib/mailer";
import { dynamoMailQuota, type MailQuota, TOO_MANY_MAILS } from "../../lib/store/mail-quota-store";
import { countAction, needsRaisedProof, type RateRule } from "../../lib/store/rate-limit";
import { dynamoResetTokenStore } from "../../lib/store/reset-token-store";
import { configuredWebOrigin } from "../../lib/web-origin";
import { accountDeps, checked, lookedUp, type SiteOf } from "../account-deps";
import {
  RESET_FORM,
  type ResetDeps,
  type ResetRequestDeps,
  requestReset,
  updatePasswordWithKey,
} from "../reset-service";

const resetDeps = (site: SiteOf, webOrigin: string | undefined): ResetDeps => ({
  ...accountDeps(site),
  tokens: dynamoResetTokenStore,
  mailer: sesMailer,
  webOrigin,
});

/**
 * Reset mails per address and requests per client address, per hour (docs/decisions/accounts.md,
 * docs/security.md "Rate limits"). The mailbox is what a flood would hurt, so its limit is the
 * tight one; a campus network puts thousands of students behind one address, so past 100
 * requests an hour the address must solve raised challenges, and is refused past 1 000.
 */
const RESETS_PER_ADDRESS = 3;
export const RESET_CLIENT_RULE: RateRule = {
  purpose: "reset-request",
  scope: "client",
  limit: 100,
  windowSeconds: 3600,
  message: TOO_MANY_MAILS,
  stepUp: { raisedLimit: 1_000, message: PASSWORD_RESET_REQUEST_MESSAGES.altchaRaised },
};
const perClient: MailQuota = {
  take: (siteId, client, now, proof) =>
    countAction(siteId, { rule: RESET_CLIENT_RULE, subject: client, raised: proof?.raised }, now),
};
/** Every accepted reset request answers after at least this long, mail or no mail. */
const RESET_MIN_DURATION_MS = 1_500;
const resetRequestDeps = (site: SiteOf, webOrigin: string | undefined): ResetRequestDeps => ({
  ...resetDeps(site, webOrigin),
  captcha: {
    verify: (payload, siteId) => verifyFormCaptcha(payload, siteId, RESET_FORM),
    spend: spendFormCaptcha,
  },
  perAddress: dynamoMailQuota("reset_address", RESETS_PER_ADDRESS, 3600),
  perClient,
  minDurationMs: RESET_MIN_DURATION_MS,
});

/** Forgotten password: the challenge, the mailed link and the new password. */
export const section = defineSection(customerResetRoutes, {
  getPasswordResetChallenge: async ({ site_id }, { event, now, site }) => {
    await site;
    const client = clientAddressOf(event);
    const raised = await needsRaisedProof(site_id, RESET_CLIENT_RULE, client, now);
    return { challenge: await newFormChallenge(site_id, RESET_FORM, now, { raised }) };
  },
  requestPasswordReset: async (input, { event, now, site }) =>
    requestReset(
      resetRequestDeps(checked(site), configuredWebOrigin()),
      { ...input, client: clientAddressOf(event) },
      now,
    ),
  updateCustomerPassword: async (input, { now }) =>
    updatePasswordWithKey(resetDeps(lookedUp(now), configuredWebOrigin()), input, now),
});
