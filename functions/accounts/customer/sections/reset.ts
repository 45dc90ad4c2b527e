import { customerResetRoutes } from "../../../../shared/accounts/routes/customer-reset";
import { PASSWORD_RESET_REQUEST_MESSAGES } from "../../../../shared/accounts/schemas/password-reset-request";
import {
  newFormChallenge,
  spendFormCaptcha,
  verifyFormCaptcha,
} from "../../../platform/captcha/altcha";
import { clientAddressOf } from "../../../platform/client-address";
import { defineSection } from "../../../platform/group-handler";
import { sesMailer } from "../../../platform/mailer";
import {
  dynamoMailQuota,
  type MailQuota,
  TOO_MANY_MAILS,
} from "../../../platform/outbox/mail-quota-store";
import { countAction, needsRaisedProof, type RateRule } from "../../../platform/rate-limit";
import { configuredWebOrigin } from "../../../platform/web-origin";
import { dynamoResetTokenStore } from "../../reset-token-store";
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
