import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { dynamoCustomerStore } from "../../../functions/accounts/customer/customer-store";
import type { createCustomer } from "../../../shared/accounts/routes/customer";
import type { Customer } from "../../../shared/accounts/routes/customer-schemas";

export type SignUpInput = z.input<(typeof createCustomer)["input"]>;

export const TEST_PASSWORD = "Correct-horse1!";

/** A valid sign-up with a unique email, so tests never collide in the shared table. */
export function createSignUp(overrides: Partial<SignUpInput> = {}): SignUpInput {
  const email = overrides.email ?? `student.${randomUUID().slice(0, 8)}@example.edu`;
  return {
    site_id: "cedar-ridge",
    first_name: "Robin",
    last_name: "O'Neil",
    student_id: "S 1234",
    email,
    email_confirmation: email,
    phone_number: "(555) 555 - 0100",
    mobile: "",
    address: "12 Elm St.",
    city: "Cedar Ridge",
    state: "Oregon",
    zip_code: "97001",
    notify_by_text: false,
    password: TEST_PASSWORD,
    password_confirmation: TEST_PASSWORD,
    ...overrides,
  };
}

/** A stored customer record (as sign-up writes it), with a unique id and email unless overridden. */
export function createCustomerRecord(overrides: Partial<Customer> = {}): Customer {
  const id = overrides.id ?? randomUUID();
  return {
    id,
    email: `guest.${id.slice(0, 8)}@example.edu`,
    first_name: "Robin",
    last_name: "Tester",
    student_id: "S1",
    phone: "5555550100",
    mobile: "",
    notify_by_text: false,
    address: "1 Campus Way",
    city: "Springfield",
    state: "IL",
    zip: "62701",
    allergens: [],
    custom_allergen: "",
    contact_name: "",
    contact_number: "",
    carries_epinephrine: false,
    notification_preferences: {},
    food_insecurity: false,
    ...overrides,
  };
}

/** Writes `customer` of `siteId` straight to the table, with no password: tests that need many skip hashing. */
export async function storeCustomerRecord(
  siteId: string,
  customer: Customer,
  now = new Date(),
): Promise<void> {
  await dynamoCustomerStore.create(
    siteId,
    { customer, passwordHash: "", sessionVersion: 1, passwordVersion: 0, serialNumber: "" },
    now,
  );
}
