import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";

export interface NewCustomer {
  email: string;
  first: string;
  last: string;
  password: string;
  studentId?: string;
}

/** A fresh customer with a unique email, so e2e runs never collide on the demo campus. */
export const newCustomer = (prefix: string, who: Partial<NewCustomer> = {}): NewCustomer => ({
  email: `${prefix}.${randomUUID().slice(0, 8)}@example.edu`,
  first: "Avery",
  last: "Quinn",
  password: "First-pass1!",
  ...who,
});

/** Signs up through the campus's sign-up page and waits for the account page. */
export async function signUpInBrowser(page: Page, slug: string, who: NewCustomer): Promise<void> {
  await submitSignUp(page, slug, who);
  await page.waitForURL(new RegExp(`/${slug}/customer-account$`));
  await page.getByRole("heading", { name: "Manage Your Account" }).waitFor();
}

/** Fills the campus's sign-up form and submits it, without waiting for the outcome. */
export async function submitSignUp(page: Page, slug: string, who: NewCustomer): Promise<void> {
  await page.goto(`/${slug}/signup`);
  await page.getByRole("heading", { name: "Sign up", level: 1 }).waitFor();
  // Scoped to the form: the site header has an "Email" contact link.
  const fill = (label: string, value: string) =>
    page.locator("main form").getByLabel(label, { exact: true }).fill(value);
  await fill("First name", who.first);
  await fill("Last name", who.last);
  await fill("Student ID", who.studentId ?? "S 100");
  await fill("Phone", "(555) 555 - 0100");
  await fill("Email", who.email);
  await fill("Confirm email", who.email);
  await fill("Address", "1 Campus Way");
  await fill("City", "Cedar Ridge");
  await fill("State", "Oregon");
  await fill("Zip code", "97001");
  await fill("Password", who.password);
  await fill("Confirm password", who.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
}
