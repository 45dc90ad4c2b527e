import { customerRoutes } from "../../shared/api/routes/customer";
import { customerFormRoutes } from "../../shared/api/routes/customer-forms";
import { customerReservationRoutes } from "../../shared/api/routes/customer-reservations";
import { customerSubscriptionRoutes } from "../../shared/api/routes/customer-subscriptions";
import { ACCOUNT_TEXT } from "../../shared/domain/accounts/messages";
import type { Site } from "../../shared/schemas/site";
import { newFormChallenge, spendFormCaptcha, verifyFormCaptcha } from "../lib/captcha/altcha";
import { clientAddressOf } from "../lib/client-address";
import { createGroupHandler } from "../lib/group-handler";
import { sesMailer } from "../lib/mailer";
import { walletPassConfigured } from "../lib/pass-certificates";
import {
  csrfCookieName,
  presessionCookieName,
  readCookies,
  serializeCookie,
  sessionTokenOf,
} from "../lib/session/cookies";
import { csrfTokenFor, newPresessionId } from "../lib/session/csrf";
import { SESSION_TTL_SECONDS } from "../lib/session/session-token";
import { publishedSite } from "../lib/site-cache";
import { dynamoMailQuota } from "../lib/store/mail-quota-store";
import { dynamoReservationStore } from "../lib/store/reservation-store";
import { dynamoResetTokenStore } from "../lib/store/reset-token-store";
import { configuredWebOrigin } from "../lib/web-origin";
import { logIn, logOut, requireAccount, requireFeature, signUp } from "./account-service";
import { allergenCardPdf } from "./allergen-card-pdf";
import { dynamoCustomerStore } from "./customer-store";
import { customerFormImplementations } from "./forms-service";
import { dynamoFormSubmissionStore } from "./forms-store";
import { dynamoLoginThrottle } from "./login-throttle";
import {
  customerInfo,
  customerOrders,
  updateAllergens,
  updateFoodInsecurity,
  updatePreferences,
  updateProfile,
} from "./profile-service";
import { customerReservationImplementations } from "./reservations-service";
import {
  RESET_FORM,
  type ResetDeps,
  type ResetRequestDeps,
  requestReset,
  updatePasswordWithKey,
} from "./reset-service";
import { subscriptionImplementations } from "./subscriptions-routes";

const customers = dynamoCustomerStore;
/**
 * The site comes from the route's published-site check (ctx.site); a reset key names its
 * own site, which gets the same check.
 */
type SiteOf = (siteId: string) => Promise<Site>;
const checked =
  (site: Promise<Site>): SiteOf =>
  () =>
    site;
const lookedUp =
  (now: Date): SiteOf =>
  (siteId) =>
    publishedSite(siteId, now);
const accountDeps = (site: SiteOf) => ({ customers, throttle: dynamoLoginThrottle, site });
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

/** A pre-session outlives a session's CSRF cookie; the client asks again whenever it has none. */
const PRESESSION_SECONDS = 24 * 60 * 60;

/** Account form mails a customer may send per hour. */
const FORMS_PER_HOUR = 10;
const routes = [
  ...customerRoutes,
  ...customerSubscriptionRoutes,
  ...customerReservationRoutes,
  ...customerFormRoutes,
] as const;

export const handler = createGroupHandler(routes, {
  ...subscriptionImplementations,
  ...customerReservationImplementations(customers, dynamoReservationStore),
  ...customerFormImplementations({
    customers,
    submissions: dynamoFormSubmissionStore,
    quota: dynamoMailQuota("account_form", FORMS_PER_HOUR, 3600),
    mailer: sesMailer,
  }),
  // The wallet pass needs signing certificates; without them the link is hidden.
  getCustomerInfo: async (_input, { session }) =>
    customerInfo(customers, session, walletPassConfigured()),

  authenticateCustomer: async (input, { now, cookies, site }) => {
    const result = await logIn(accountDeps(checked(site)), input, now);
    cookies.push(...result.cookies);
    return { customer: result.customer };
  },

  logoutCustomer: async ({ site_id }, { event, now, cookies }) => {
    cookies.push(
      ...(await logOut(accountDeps(lookedUp(now)), site_id, sessionTokenOf(event), now)),
    );
    return { msg: "You have been logged out." };
  },

  createCustomer: async (input, { now, cookies, site }) => {
    const result = await signUp(accountDeps(checked(site)), input, now);
    cookies.push(...result.cookies);
    return {
      customer: result.customer,
      student: null,
      msg: ACCOUNT_TEXT.accountCreated,
    };
  },

  updateCustomer: async (input, { session, now }) =>
    updateProfile({ customers, throttle: dynamoLoginThrottle }, session, input, now),
  updateAllergenProfile: async (input, { session, now }) =>
    updateAllergens(customers, session, input, now),
  updateNotificationPreferences: async (input, { session, now }) =>
    updatePreferences(customers, session, input, now),
  updateFoodInsecurity: async (input, { session, now }) =>
    updateFoodInsecurity(customers, session, input.food_insecurity, now),
  listCustomerOrders: async (_input, { session }) => customerOrders(customers, session),

  getAllergenCard: async (_input, { session, now }) => {
    const { site, account } = await requireAccount(customers, session);
    requireFeature(site.allergen_card);
    const pdf = await allergenCardPdf(site, account.customer, now);
    return {
      statusCode: 200,
      headers: {
        "content-type": "application/pdf",
        "content-disposition": 'attachment; filename="allergen-card.pdf"',
        "cache-control": "private, no-store",
      },
      body: Buffer.from(pdf).toString("base64"),
      isBase64Encoded: true,
    };
  },

  // A session binds its own token (set at login); without one, a pre-session is kept or started.
  getCsrfToken: async (_input, { event, cookies }) => {
    const jar = readCookies(event);
    let binding = sessionTokenOf(event) || jar.get(presessionCookieName());
    if (!binding) {
      binding = newPresessionId();
      cookies.push(
        serializeCookie(presessionCookieName(), binding, {
          httpOnly: true,
          maxAge: PRESESSION_SECONDS,
        }),
      );
    }
    const token = await csrfTokenFor(binding);
    cookies.push(
      serializeCookie(csrfCookieName(), token, { httpOnly: false, maxAge: SESSION_TTL_SECONDS }),
    );
    return { csrf_token: token };
  },
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
