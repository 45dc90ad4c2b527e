import type { Control } from "react-hook-form";
import type { CustomerValues } from "../lib/customer-values";
import { SSO_LOCKED_FIELDS } from "../lib/sso-prefill";
import { FormPhone } from "./form-phone";
import { FormText } from "./form-text";

export interface CustomerFormProps {
  control: Control<CustomerValues>;
  labels: { first_name: string; last_name: string; student_id: string; email: string };
  isParent: boolean;
  /** The password block is offered to visitors without a session on campuses with accounts. */
  showPassword: boolean;
  /** After the form step: everything is read-only until "Edit customer information". */
  isLocked: boolean;
  /** The single sign-on lock: names and email stay read-only. */
  ssoLocked: boolean;
}

/** Contact details, the parent's student, and the optional password (requirements: purchases §3, §5). */
export function CustomerForm({
  control,
  labels,
  isParent,
  showPassword,
  isLocked,
  ssoLocked,
}: CustomerFormProps) {
  const locked = (name: string) =>
    isLocked || (ssoLocked && (SSO_LOCKED_FIELDS as readonly string[]).includes(name));
  const text = (
    name: keyof CustomerValues,
    label: string,
    extra: Partial<Parameters<typeof FormText<CustomerValues>>[0]> = {},
  ) => (
    <FormText control={control} name={name} label={label} isReadOnly={locked(name)} {...extra} />
  );
  return (
    <div className="checkout-form">
      <fieldset className="checkout-fieldset">
        <legend>{isParent ? "Parent information" : "Your information"}</legend>
        <div className="checkout-grid">
          {text("first_name", labels.first_name, { autoComplete: "given-name" })}
          {text("last_name", labels.last_name, { autoComplete: "family-name" })}
          {text("student_id", labels.student_id)}
          <FormPhone
            control={control}
            name="phone"
            label="Phone"
            autoComplete="tel-national"
            isReadOnly={locked("phone")}
          />
          {text("email", labels.email, { type: "email", autoComplete: "email" })}
          {text("email_confirmation", `Confirm ${labels.email.toLowerCase()}`, {
            type: "email",
            autoComplete: "email",
          })}
          {text("address", "Address", { autoComplete: "street-address" })}
          {text("city", "City", { autoComplete: "address-level2" })}
          {text("state", "State", { autoComplete: "address-level1" })}
          {text("zip", "Zip code", { autoComplete: "postal-code", inputMode: "numeric" })}
        </div>
      </fieldset>
      {isParent ? (
        <fieldset className="checkout-fieldset">
          <legend>Student information</legend>
          <div className="checkout-grid">
            {(
              [
                ["first_name", "Student first name"],
                ["last_name", "Student last name"],
                ["phone", "Student phone"],
                ["email", "Student email"],
                ["email_confirmation", "Confirm student email"],
                ["address", "Student address"],
                ["city", "Student city"],
                ["state", "Student state"],
                ["zip", "Student zip code"],
              ] as const
            ).map(([name, label]) =>
              name === "phone" ? (
                <FormPhone
                  key={name}
                  control={control}
                  name="student.phone"
                  label={label}
                  isReadOnly={isLocked}
                />
              ) : (
                <FormText
                  key={name}
                  control={control}
                  name={`student.${name}`}
                  label={label}
                  isReadOnly={isLocked}
                  type={name.startsWith("email") ? "email" : "text"}
                />
              ),
            )}
          </div>
        </fieldset>
      ) : null}
      {showPassword ? (
        <fieldset className="checkout-fieldset">
          <legend>Create an account (optional)</legend>
          <div className="checkout-grid">
            {text("password", "Password", { type: "password", autoComplete: "new-password" })}
            {text("password_confirmation", "Confirm password", {
              type: "password",
              autoComplete: "new-password",
            })}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
