/** The checkout customer form as the page holds it (requirements: purchases §3 Checkout customer form). */
// Types, not interfaces: the request body takes them as string records.
export type AddressValues = {
  address: string;
  city: string;
  state: string;
  zip: string;
};

export type StudentValues = AddressValues & {
  first_name: string;
  last_name: string;
  email: string;
  email_confirmation: string;
  phone: string;
};

export interface CustomerValues extends AddressValues {
  first_name: string;
  last_name: string;
  student_id: string;
  email: string;
  email_confirmation: string;
  phone: string;
  password: string;
  password_confirmation: string;
  student: StudentValues;
  /** The card is billed to `billing_address`, not the contact address. */
  use_billing_address: boolean;
  billing_address: AddressValues;
}

const address: AddressValues = { address: "", city: "", state: "", zip: "" };

export const EMPTY_CUSTOMER: CustomerValues = {
  ...address,
  first_name: "",
  last_name: "",
  student_id: "",
  email: "",
  email_confirmation: "",
  phone: "",
  password: "",
  password_confirmation: "",
  student: {
    ...address,
    first_name: "",
    last_name: "",
    email: "",
    email_confirmation: "",
    phone: "",
  },
  use_billing_address: false,
  billing_address: address,
};

/** The names the server may report in `fields` that this form shows. */
export const CUSTOMER_FIELD_NAMES = new Set([
  ...Object.keys(EMPTY_CUSTOMER).filter(
    (k) => typeof EMPTY_CUSTOMER[k as keyof CustomerValues] === "string",
  ),
  ...Object.keys(EMPTY_CUSTOMER.student).map((k) => `student.${k}`),
  ...Object.keys(address).map((k) => `billing_address.${k}`),
]);
