import { randomUUID } from "node:crypto";
import { Secret } from "otpauth";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { StaffAccount } from "../../shared/operations/entities/staff-account";
import type { StaffRole } from "../../shared/platform/roles";
import type { Order } from "../../shared/purchase/entities/order";
import type { PaymentType } from "../../shared/purchase/schemas/meal-plan";
import { storeOrder } from "./factories/order";
import {
  accountWithPassword,
  STAFF_TEST_PASSWORD,
  totpCode,
  uniqueStaffEmail,
} from "./staff-console";

// The operations console in the browser (tests/e2e/operations-console.test.ts): staff accounts
// with a real scrypt hash (cheap parameters) and a TOTP secret the test knows, signing in
// through the pages or, for tests about something else, through the API in the page's own
// browser context (its cookies are the page's), and orders written as the checkout writes them.

export interface E2eStaff {
  account: StaffAccount;
  email: string;
  password: string;
  /** Base32 TOTP secret; "" until enrolled. */
  secret: string;
}

/** An active staff account: password set, two-factor enrolled with a secret the test knows. */
export async function enrolledStaff(
  role: StaffRole,
  siteId: string | null,
  name?: string,
): Promise<E2eStaff> {
  const secret = new Secret({ size: 20 }).base32;
  const email = uniqueStaffEmail(`e2e.${role}`);
  const { account } = await accountWithPassword(role, siteId, {
    email,
    totpSecret: secret,
    ...(name ? { name } : {}),
  });
  return { account, email, password: STAFF_TEST_PASSWORD, secret };
}

/** A staff member who set a password from the invitation but has not enrolled two-factor yet. */
export async function staffToEnroll(role: StaffRole, siteId: string | null): Promise<E2eStaff> {
  const email = uniqueStaffEmail(`e2e.enroll.${role}`);
  const { account } = await accountWithPassword(role, siteId, { email, enrolled: false });
  return { account, email, password: STAFF_TEST_PASSWORD, secret: "" };
}

/**
 * A code the account has not used: each 30-second step signs in once, so a second sign-in in
 * the same step waits for the next one.
 */
const lastStep = new Map<string, number>();
async function freshCode(email: string, secret: string): Promise<string> {
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    if (step > (lastStep.get(email) ?? -1)) {
      lastStep.set(email, step);
      return totpCode(secret);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Email and password, then the authenticator's code, through the sign-in page. */
export async function signInStaffInBrowser(page: Page, staff: E2eStaff): Promise<void> {
  await page.goto("/operations");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email", { exact: true }).fill(staff.email);
  await form.getByLabel("Password", { exact: true }).fill(staff.password);
  await form.getByRole("button", { name: "Continue" }).click();
  const code = page.getByLabel("6-digit code");
  await code.fill(await freshCode(staff.email, staff.secret));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("navigation", { name: "Console" }).waitFor();
}

/**
 * The fast path: the same two API calls the page makes, sent from the page's browser context
 * (its cookie jar), so the console session's cookies are the page's. The stack signs sessions
 * with a key only it holds, so a session cannot be minted in the test process.
 */
export async function enterConsole(page: Page, staff: E2eStaff, path?: string): Promise<void> {
  const request = page.context().request;
  const csrf = (await (await request.get("/v1/customer/csrf")).json()) as { csrf_token: string };
  const headers = { "x-csrf-token": csrf.csrf_token };
  const first = await request.post("/v1/operations/session", {
    headers,
    data: { email: staff.email, password: staff.password },
  });
  expect(first.status(), await first.text()).toBe(200);
  const second = await request.post("/v1/operations/session/two_factor", {
    headers,
    data: { code: await freshCode(staff.email, staff.secret) },
  });
  expect(second.status(), await second.text()).toBe(200);
  if (path) await page.goto(path);
}

export interface E2eOrderSpec {
  payment_type?: PaymentType;
  /** Line prices in cents (the first a meal plan, the rest dining dollars). */
  prices?: number[];
  first_name?: string;
  last_name?: string;
  email?: string;
  student_id?: string;
}

const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const orderNo = () =>
  Array.from({ length: 8 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join("");

/**
 * An order placed just now, as the checkout stores it (the order entity, whose campus-wide
 * index the console lists by); a card order is charged in the sandbox under the order's id as
 * the checkout charges it, so the refund finds the charge and the run's money audit balances.
 */
export function placeOrder(siteId: string, spec: E2eOrderSpec = {}): Promise<Order> {
  const id = randomUUID();
  return storeOrder(siteId, {
    id,
    no: orderNo(),
    created_at: new Date().toISOString(),
    payment_type: spec.payment_type ?? "Credit card",
    prices: spec.prices ?? [84_900],
    email: spec.email ?? `buyer.${id.slice(0, 8)}@cedarridge.example.edu`,
    buyer: {
      first_name: spec.first_name ?? "Avery",
      last_name: spec.last_name ?? "Tester",
      student_id: spec.student_id ?? `CR${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
    },
  });
}
