import type { Customer } from "../../../shared/accounts/routes/customer-schemas";
import type { SignUp } from "../../../shared/accounts/schemas/sign-up";
import {
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
} from "../../../shared/platform/errors";
import type { Site } from "../../../shared/site-content/schemas/site";
import { hashPassword, spendDummyVerification, verifyPassword } from "../../platform/password-hash";
import { clearedSessionCookies, sessionCookies } from "../../platform/session/session-cookies";
import type { Session } from "../../platform/session/session-token";
import { signSession, verifySession } from "../../platform/session/session-token";
import { sessionSigningKey } from "../../platform/session/signing-key";
import { LOCKED_OUT, type LoginThrottle } from "../login-throttle";
import { customerFromSignUp } from "./customer-mapping";
import type { CustomerStore, StoredCustomer } from "./customer-store";

/** requirements: purchases §8 "Authentication fails": one answer for an unknown email and a wrong password. */
export const INVALID_CREDENTIALS = "The email address or password is incorrect.";
export const ACCOUNTS_UNAVAILABLE = "Customer accounts are not available on this site.";

export interface AccountDeps {
  customers: CustomerStore;
  throttle: LoginThrottle;
  site: (siteId: string) => Promise<Site>;
}

/** Accounts exist only where the site offers customer login (requirements: public-browsing §3 customer_login). */
export async function requireAccountSite(deps: AccountDeps, siteId: string): Promise<Site> {
  const site = await deps.site(siteId);
  if (!site.customer_login) throw new NotFoundError(ACCOUNTS_UNAVAILABLE);
  return site;
}

async function startSession(account: StoredCustomer, siteId: string, now: Date): Promise<string[]> {
  const { token } = await signSession(
    { siteId, customerId: account.customer.id, version: account.sessionVersion },
    await sessionSigningKey(),
    now,
  );
  return await sessionCookies(token);
}

export async function signUp(
  deps: AccountDeps,
  form: SignUp & { site_id: string },
  now: Date,
): Promise<{ customer: Customer; cookies: string[] }> {
  await requireAccountSite(deps, form.site_id);
  const account: StoredCustomer = {
    customer: customerFromSignUp(form),
    passwordHash: "",
    sessionVersion: 1,
    passwordVersion: 0,
    serialNumber: "",
  };
  // The email is claimed before the (deliberately slow) hash: racing sign-ups with one email
  // are refused at once instead of each spending a hash. Until the hash lands the account
  // cannot log in (an empty hash never verifies); a crash in between leaves it to a reset.
  await deps.customers.create(form.site_id, account, now);
  account.passwordHash = await hashPassword(form.password);
  await deps.customers.setPassword(form.site_id, account.customer.id, account.passwordHash, now, {
    endSessions: false,
  });
  return { customer: account.customer, cookies: await startSession(account, form.site_id, now) };
}

export async function logIn(
  deps: AccountDeps,
  { site_id, email, password }: { site_id: string; email: string; password: string },
  now: Date,
): Promise<{ customer: Customer; cookies: string[] }> {
  // The attempt is counted before the password is checked (docs/decisions/accounts.md), so a
  // burst of parallel guesses gets no more checks than sequential ones.
  const [, account, permit] = await Promise.all([
    requireAccountSite(deps, site_id),
    deps.customers.getByEmail(site_id, email),
    deps.throttle.admit(site_id, email, now),
  ]);
  if (!permit) throw new TooManyRequestsError(LOCKED_OUT);
  const matches = account
    ? await verifyPassword(password, account.passwordHash)
    : await spendDummyVerification(password).then(() => false);
  if (!account || !matches) throw new UnauthorizedError(INVALID_CREDENTIALS);
  await deps.throttle.succeeded(site_id, email, permit);
  return { customer: account.customer, cookies: await startSession(account, site_id, now) };
}

/**
 * Logout clears both cookies; when the session is still valid its version is bumped, so a copy
 * of the token (another tab, a stolen cookie) stops working too.
 */
export async function logOut(
  deps: AccountDeps,
  siteId: string,
  token: string | undefined,
  now: Date,
): Promise<string[]> {
  const session = token ? await verifySession(token, await sessionSigningKey(), now) : undefined;
  if (session && session.siteId === siteId) {
    await deps.customers.bumpSessionVersion(siteId, session.customerId);
  }
  return clearedSessionCookies();
}

/** Every signed-in call: the site and the account in one read, and the session still current. */
export async function requireAccount(
  customers: CustomerStore,
  session: Session | undefined,
): Promise<{ site: Site; account: StoredCustomer }> {
  if (!session) throw new UnauthorizedError();
  const { site, account } = await customers.getWithSite(session.siteId, session.customerId);
  if (!site?.published || !site.customer_login) throw new NotFoundError(ACCOUNTS_UNAVAILABLE);
  if (!account || account.sessionVersion !== session.version) throw new UnauthorizedError();
  return { site, account };
}

/** Account areas that only some sites offer (requirements: purchases §2 Account screen). */
export function requireFeature(enabled: boolean): void {
  if (!enabled) throw new ForbiddenError("This feature is not available on this site.");
}
