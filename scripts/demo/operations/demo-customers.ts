import { dynamoCustomerStore } from "../../../functions/accounts/customer/customer-store";
import type { Customer } from "../../../shared/accounts/routes/customer-schemas";
import { ConflictError } from "../../../shared/platform/errors";

/** A Cedar Ridge customer of a console demo (reservations, subscriptions). */
export interface DemoCustomer {
  id: string;
  first: string;
  last: string;
  email: string;
  /** Empty when the demo has no use for one. */
  studentId?: string;
}

/** The demo customer's record: a campus address, `phone`, no allergens. */
export function demoCustomer(c: DemoCustomer, phone: string): Customer {
  return {
    id: c.id,
    email: c.email,
    first_name: c.first,
    last_name: c.last,
    student_id: c.studentId ?? "",
    phone,
    mobile: "",
    notify_by_text: false,
    address: "1200 University Ave.",
    city: "Cedar Ridge",
    state: "Oregon",
    zip: "97330",
    allergens: [],
    custom_allergen: "",
    contact_name: "",
    contact_number: "",
    carries_epinephrine: false,
    notification_preferences: {},
    food_insecurity: false,
  };
}

/** Writes each of `customers` of `siteId` unless it is already there. */
export async function ensureDemoCustomers(
  siteId: string,
  customers: DemoCustomer[],
  phone: string,
  now: Date,
): Promise<void> {
  for (const customer of customers) {
    try {
      await dynamoCustomerStore.create(
        siteId,
        {
          customer: demoCustomer(customer, phone),
          // No password: a demo account for the console to show, not to sign in with.
          passwordHash: "",
          sessionVersion: 1,
          passwordVersion: 0,
          serialNumber: "",
        },
        now,
      );
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
}
