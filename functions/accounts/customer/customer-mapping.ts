import { randomUUID } from "node:crypto";
import type { Customer } from "../../../shared/accounts/routes/customer-schemas";
import type { SignUp } from "../../../shared/accounts/schemas/sign-up";

/** Sign-up sends phone_number and zip_code in place of phone and zip (requirements: purchases §3 Customer). */
export function customerFromSignUp(form: SignUp): Customer {
  return {
    id: randomUUID(),
    email: form.email,
    first_name: form.first_name,
    last_name: form.last_name,
    student_id: form.student_id,
    phone: form.phone_number,
    mobile: form.mobile,
    notify_by_text: form.notify_by_text,
    address: form.address,
    city: form.city,
    state: form.state,
    zip: form.zip_code,
    allergens: [],
    custom_allergen: "",
    contact_name: "",
    contact_number: "",
    carries_epinephrine: false,
    notification_preferences: {},
    food_insecurity: false,
  };
}

/** The card exists once an emergency contact is set (requirements: purchases §5 Allergen form requires one). */
export function allergenCardOf(customer: Customer, serialNumber: string) {
  if (!customer.contact_name) return null;
  return {
    allergens: customer.allergens,
    contact_name: customer.contact_name,
    contact_number: customer.contact_number,
    carries_epinephrine: customer.carries_epinephrine,
    serial_number: serialNumber,
  };
}
