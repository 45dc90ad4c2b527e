import type {
  CheckoutCustomerInput,
  CheckoutCustomerSettings,
} from "../../../shared/purchase/schemas/checkout-customer";

/** Factories for valid form inputs; tests override one field at a time. */
export function createCheckoutSettings(
  overrides: Partial<CheckoutCustomerSettings> = {},
): CheckoutCustomerSettings {
  return { paymentType: "Credit card", isParent: false, isLoggedIn: false, ...overrides };
}

export function createStudentBlock(overrides: Record<string, unknown> = {}) {
  return {
    first_name: "Jo",
    last_name: "Rivera",
    address: "4 College Ave",
    city: "Springfield",
    state: "IL",
    zip: "62703",
    email: "jo@school.edu",
    email_confirmation: "jo@school.edu",
    phone: "5559876543",
    ...overrides,
  };
}

export function createCheckoutCustomerInput(
  overrides: Record<string, unknown> = {},
): CheckoutCustomerInput {
  return {
    first_name: "Mary-Ann",
    last_name: "O'Brien",
    student_id: "1234567",
    address: "12 Main St., Apt #4",
    city: "St. Louis",
    state: "Missouri",
    zip: "63101",
    email: "mary@school.edu",
    email_confirmation: "mary@school.edu",
    phone: "(555) 123 - 4567",
    password: "",
    password_confirmation: "",
    use_billing_address: false,
    ...overrides,
  } as CheckoutCustomerInput;
}

export function createBillingAddress(overrides: Record<string, unknown> = {}) {
  return { address: "9 Oak Rd", city: "Austin", state: "tx", zip: "73301", ...overrides };
}

export function createCreditCardInput(overrides: Record<string, unknown> = {}) {
  return {
    card_first_name: "Mary",
    card_last_name: "O Brien-Smith 2",
    card_num: "4111 1111 1111 1111",
    card_exp: "03/26",
    card_cvv: "123",
    ...overrides,
  };
}

export function createProfileInput(overrides: Record<string, unknown> = {}) {
  return {
    first_name: "Ana",
    last_name: "Lopez",
    student_id: "AB 123",
    email: "ana@school.edu",
    phone: "5551234567",
    mobile: "",
    address: "1 Main St",
    city: "Boston",
    state: "ma",
    zip: "02108",
    notify_by_text: false,
    ...overrides,
  };
}

export function createSignUpInput(overrides: Record<string, unknown> = {}) {
  const { phone: _phone, zip: _zip, ...profile } = createProfileInput();
  return {
    ...profile,
    email_confirmation: "ana@school.edu",
    phone_number: "5551234567",
    zip_code: "02108",
    password: "Secret#123",
    password_confirmation: "Secret#123",
    ...overrides,
  };
}

export function createFeedbackInput(overrides: Record<string, unknown> = {}) {
  return {
    first_name: "Ana",
    last_name: "Lopez",
    email: "ana@school.edu",
    student_id: "",
    location: "main-hall",
    customer_residence: "On Campus",
    customer_type: "Junior",
    comments: "More vegan options, please.",
    offers: "true",
    birthday: "02/29",
    altcha: "eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=",
    ...overrides,
  };
}

export function createDietaryHealthInput(overrides: Record<string, unknown> = {}) {
  return {
    date: "2026-03-08",
    name: "Ana Lopez",
    email: "ana@school.edu",
    city: "San Diego",
    allergens: ["Peanuts"],
    other_allergies: "",
    epipen: true,
    carries_epinephrine: true,
    celiac: false,
    gluten_intolerant: false,
    gf_diet: false,
    medical_diet: false,
    consent: true,
    additional_comments: "",
    ...overrides,
  };
}

export function createOnTheGoInput(overrides: Record<string, unknown> = {}) {
  return {
    student_id: "A1234",
    name: "Ana Lopez",
    email: "ana@school.edu",
    entree: "Salad",
    plan: "Block 25",
    pick_up: "12:30",
    base: "Romaine",
    protein: "Chicken",
    cheese: "",
    dressing_sauce: "Ranch",
    drink: "Water",
    sides: ["Fruit"],
    addons: [],
    allergens: ["Milk"],
    other_allergies: "",
    comments: "",
    ...overrides,
  };
}
