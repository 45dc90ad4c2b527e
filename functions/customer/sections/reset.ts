import { customerResetRoutes } from "../../../shared/api/routes/customer-reset";
import { newFormChallenge, spendFormCaptcha, verifyFormCaptcha } from "../../lib/captcha/altcha";
import { clientAddressOf } from "../../lib/client-address";
import { defineSection } from "../../lib/group-handler";
import { sesMailer } from "../../lib/mailer";
import { dynamoMailQuota } from "../../lib/store/mail-quota-store";
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

/** Reset mails per address and requests per client, per hour (docs/decisions/accounts.md). */
const RESETS_PER_ADDRESS = 3;
const RESETS_PER_CLIENT = 30;
/** Every accepted reset request answers after at least this long, mail or no mail. */
const RESET_MIN_DURATION_MS = 1_500;
const resetRequestDeps = (site: SiteOf, webOrigin: string | undefined): ResetRequestDeps => ({
  ...resetDeps(site, webOrigin),
  captcha: {
    verify: (payload, siteId) => verifyFormCaptcha(payload, siteId, RESET_FORM),
    spend: spendFormCaptcha,
  },
  perAddress: dynamoMailQuota("reset_address", RESETS_PER_ADDRESS, 3600),
  perClient: dynamoMailQuota("reset_client", RESETS_PER_CLIENT, 3600),
  minDurationMs: RESET_MIN_DURATION_MS,
});

/** Forgotten password: the challenge, the mailed link and the new password. */
export const section = defineSection(customerResetRoutes, {
  getPasswordResetChallenge: async ({ site_id }, { now, site }) => {
    await site;
    return { challenge: await newFormChallenge(site_id, RESET_FORM, now) };
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
