/**
 * The legacy form field names and the server names they map to (requirements: purchases §3 Checkout customer
 * form, requirements: public-browsing §5). Schemas here are keyed by the server names; this map is kept as data
 * so server errors reported under a legacy form name can be routed to the right field, and so a
 * confirmation field knows which server field it confirms.
 */
export const FORM_TO_SERVER_FIELD = {
  firstName: "first_name",
  lastName: "last_name",
  studentId: "student_id",
  password: "password",
  confirmPassword: "password",
  emailAddress: "email",
  confirmEmailAddress: "email",
  phoneNumber: "phone",
  zipCode: "zip",
} as const;

export type FormFieldName = keyof typeof FORM_TO_SERVER_FIELD;
export type ServerFieldName = (typeof FORM_TO_SERVER_FIELD)[FormFieldName];

export function isFormFieldName(name: string): name is FormFieldName {
  return Object.hasOwn(FORM_TO_SERVER_FIELD, name);
}

/** The server name of a form field; names outside the map are already server names. */
export function toServerFieldName(name: string): string {
  return isFormFieldName(name) ? FORM_TO_SERVER_FIELD[name] : name;
}

/** Every form field that maps to a server field, e.g. "email" → emailAddress, confirmEmailAddress. */
export function formFieldsFor(serverName: string): FormFieldName[] {
  return (Object.keys(FORM_TO_SERVER_FIELD) as FormFieldName[]).filter(
    (name) => FORM_TO_SERVER_FIELD[name] === serverName,
  );
}
