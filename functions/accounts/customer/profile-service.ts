import { changesEmail } from "../../../shared/accounts/email-change";
import { ACCOUNT_TEXT } from "../../../shared/accounts/messages";
import type { Customer } from "../../../shared/accounts/routes/customer-schemas";
import type { AllergenProfile } from "../../../shared/accounts/schemas/allergen-profile";
import type { NotificationPreferences } from "../../../shared/accounts/schemas/notification-preferences";
import type { Profile } from "../../../shared/accounts/schemas/profile";
import { PROFILE_MESSAGES } from "../../../shared/accounts/schemas/profile-messages";
import { TooManyRequestsError, ValidationError } from "../../../shared/platform/errors";
import { verifyPassword } from "../../platform/password-hash";
import type { Session } from "../../platform/session/session-token";
import { LOCKED_OUT, type LoginThrottle } from "../login-throttle";
import { requireAccount, requireFeature } from "./account-service";
import { allergenCardOf } from "./customer-mapping";
import type { CustomerStore, StoredCustomer } from "./customer-store";

/** requirements: purchases §8 success texts. */
export const PROFILE_UPDATED = ACCOUNT_TEXT.profileUpdated;
export const ALLERGENS_UPDATED = ACCOUNT_TEXT.allergensUpdated;
export const FOOD_INSECURITY_UPDATED = ACCOUNT_TEXT.foodInsecurityUpdated;
export const PREFERENCES_UPDATED = ACCOUNT_TEXT.preferencesUpdated;

async function change(
  customers: CustomerStore,
  session: Session | undefined,
  now: Date,
  edit: (customer: Customer, site: Awaited<ReturnType<typeof requireAccount>>["site"]) => Customer,
  authorize?: (account: StoredCustomer, after: Customer) => Promise<void>,
) {
  const { site, account } = await requireAccount(customers, session);
  const after = edit(account.customer, site);
  await authorize?.(account, after);
  await customers.save(site.id, account.customer, after, now);
  return { customer: after, serialNumber: account.serialNumber };
}

const wrongPassword = () =>
  new ValidationError(PROFILE_MESSAGES.current_password.incorrect, {
    current_password: PROFILE_MESSAGES.current_password.incorrect,
  });

/**
 * Moving the sign-in email needs the current password (docs/decisions/accounts.md): a stolen
 * session must not be able to redirect password resets to another mailbox. The check shares
 * the login's attempt budget of the current email, so it is no side door for guessing.
 */
function emailChangeGuard(throttle: LoginThrottle, siteId: string, password: string, now: Date) {
  return async (account: StoredCustomer, after: Customer) => {
    if (!changesEmail(account.customer.email, after.email)) return;
    if (password === "") {
      const message = PROFILE_MESSAGES.current_password.required;
      throw new ValidationError(message, { current_password: message });
    }
    const permit = await throttle.admit(siteId, account.customer.email, now);
    if (!permit) throw new TooManyRequestsError(LOCKED_OUT);
    if (!(await verifyPassword(password, account.passwordHash))) throw wrongPassword();
    await throttle.succeeded(siteId, account.customer.email, permit);
  };
}

export async function updateProfile(
  deps: { customers: CustomerStore; throttle: LoginThrottle },
  session: Session | undefined,
  profile: Profile,
  now: Date,
) {
  const { customers, throttle } = deps;
  const guard = emailChangeGuard(throttle, session?.siteId ?? "", profile.current_password, now);
  const { customer } = await change(
    customers,
    session,
    now,
    (current) => ({
      ...current,
      first_name: profile.first_name,
      last_name: profile.last_name,
      student_id: profile.student_id,
      email: profile.email,
      phone: profile.phone,
      mobile: profile.mobile,
      notify_by_text: profile.notify_by_text,
      address: profile.address,
      city: profile.city,
      // requirements: purchases §7 update_customer: "state upper case" (the schema already maps names to codes).
      state: profile.state.toUpperCase(),
      zip: profile.zip,
    }),
    guard,
  );
  return { customer, msg: PROFILE_UPDATED };
}

export async function updateAllergens(
  customers: CustomerStore,
  session: Session | undefined,
  form: AllergenProfile,
  now: Date,
) {
  const { customer, serialNumber } = await change(customers, session, now, (current, site) => {
    requireFeature(site.allergen_card);
    return {
      ...current,
      allergens: [...new Set(form.allergens)],
      custom_allergen: form.allergens.includes("Other") ? form.custom_allergen : "",
      contact_name: form.contact_name,
      contact_number: form.contact_number,
      carries_epinephrine: form.carries_epinephrine,
    };
  });
  return {
    customer,
    allergen_card: allergenCardOf(customer, serialNumber),
    msg: ALLERGENS_UPDATED,
  };
}

export async function updatePreferences(
  customers: CustomerStore,
  session: Session | undefined,
  form: NotificationPreferences,
  now: Date,
) {
  const { customer } = await change(customers, session, now, (current, site) => {
    requireFeature(site.notifications);
    return {
      ...current,
      notification_preferences: { ...current.notification_preferences, ...form.preferences },
    };
  });
  return { customer, msg: PREFERENCES_UPDATED };
}

export async function updateFoodInsecurity(
  customers: CustomerStore,
  session: Session | undefined,
  foodInsecurity: boolean,
  now: Date,
) {
  const { customer } = await change(customers, session, now, (current, site) => {
    requireFeature(site.food_insecurity);
    return { ...current, food_insecurity: foodInsecurity };
  });
  return { customer, msg: FOOD_INSECURITY_UPDATED };
}

/** requirements: purchases §3 Order; orders arrive with the purchase issue, until then the list is empty. */
export async function customerOrders(customers: CustomerStore, session: Session | undefined) {
  const { site, account } = await requireAccount(customers, session);
  const items = await customers.listOrders(site.id, account.customer.id);
  return {
    orders: items.map((item) => ({
      id: String(item.order_id ?? ""),
      created_at: String(item.created_at ?? ""),
      no: String(item.no ?? ""),
      total: Number(item.total ?? 0),
      payment_type: String(item.payment_type ?? ""),
    })),
  };
}
