import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { createCustomer } from "../../../shared/api/routes/customer";

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
