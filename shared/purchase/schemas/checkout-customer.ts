import * as z from "zod";
import { studentIdField } from "../../accounts/schemas/student-id";
import {
  addressLine,
  emailAddress,
  ignored,
  personName,
  phoneNumber,
  usState,
  zipCode,
} from "../../platform/validation/contact-fields";
import { confirmed, optionalSecret, text } from "../../platform/validation/fields";
import { minIfOne, type Rule, required } from "../../platform/validation/rules";
import { type BillingAddress, billingAddressSchema } from "./billing-address";
import { CHECKOUT_MESSAGES, STUDENT_BLOCK_MESSAGES } from "./checkout-messages";
import { facultyEmailRule, onCampusDomain, studentAccountDomainRule } from "./email-rules";
import type { PaymentType } from "./payment-types";

/** Order form settings and session facts the checkout customer form depends on (requirements: purchases §3). */
export interface CheckoutCustomerSettings {
  /** null until the buyer picks a "Pay with {type}" button. */
  readonly paymentType: PaymentType | null;
  readonly isParent: boolean;
  readonly isLoggedIn: boolean;
  readonly studentIdPattern?: string | null;
  readonly emailDomain?: string | null;
  readonly facultyCheck?: boolean;
  readonly facultyEmails?: readonly string[];
  readonly facultyEmailMessage?: string | null;
  readonly blockedStudentIds?: readonly string[];
  readonly blockedStudentIdMessage?: string | null;
}

const M = CHECKOUT_MESSAGES;
const S = STUDENT_BLOCK_MESSAGES;

/** The parent buyer's student: same contact rules, own confirmation (requirements: purchases §5). */
export const studentBlockSchema = z
  .object(
    {
      first_name: personName(S.first_name),
      last_name: personName(S.last_name),
      address: addressLine(S.address),
      city: addressLine(S.city),
      state: usState(S.state),
      zip: zipCode(S.zip),
      email: emailAddress(S.email),
      email_confirmation: text(required(S.email_confirmation.required)),
      phone: phoneNumber(S.phone),
    },
    { error: S.first_name.required },
  )
  .superRefine(
    confirmed("email", "email_confirmation", S.email_confirmation.mismatch, { ignoreCase: true }),
  );

export type StudentBlock = z.infer<typeof studentBlockSchema>;

function emailRules(settings: CheckoutCustomerSettings): Rule[] {
  const rules: Rule[] = [];
  const domain = settings.emailDomain?.trim() ?? "";
  if (settings.paymentType === "Student ID" && !settings.isParent && domain !== "") {
    rules.push(studentAccountDomainRule(domain));
  }
  if (settings.paymentType === "Payroll deduction" && settings.facultyCheck) {
    rules.push(facultyEmailRule(settings.facultyEmails ?? [], settings.facultyEmailMessage));
  }
  return rules;
}

// A logged-in buyer never sees the password block (requirements: purchases §6), so whatever arrives is dropped.
const droppedSecret = z
  .string()
  .optional()
  .transform(() => "");

export function createCheckoutCustomerSchema(settings: CheckoutCustomerSettings) {
  const shape = z.object({
    first_name: personName(M.first_name),
    last_name: personName(M.last_name),
    student_id: studentIdField({
      billedToStudentAccount: settings.paymentType === "Student ID",
      studentIdPattern: settings.studentIdPattern,
      blockedStudentIds: settings.blockedStudentIds,
      blockedStudentIdMessage: settings.blockedStudentIdMessage,
    }),
    address: addressLine(M.address),
    city: addressLine(M.city),
    state: usState(M.state),
    zip: zipCode(M.zip),
    email: emailAddress(M.email, ...emailRules(settings)),
    email_confirmation: text(required(M.email_confirmation.required)),
    phone: phoneNumber(M.phone),
    password: settings.isLoggedIn ? droppedSecret : optionalSecret(minIfOne("password", 7)),
    password_confirmation: settings.isLoggedIn ? droppedSecret : optionalSecret(),
    student: settings.isParent ? studentBlockSchema : ignored(studentBlockSchema),
    /** True when the card is billed to the separate billing address, not the contact address. */
    use_billing_address: z.boolean().default(false),
    billing_address: z.custom<z.input<typeof billingAddressSchema>>().optional(),
  });

  return shape
    .superRefine((value, ctx) => {
      confirmed("email", "email_confirmation", M.email_confirmation.mismatch, {
        ignoreCase: true,
      })(value, ctx);
      if (value.password !== "") {
        if (value.password_confirmation === "") {
          ctx.addIssue({
            code: "custom",
            path: ["password_confirmation"],
            message: M.password_confirmation.required,
          });
        } else
          confirmed(
            "password",
            "password_confirmation",
            M.password_confirmation.mismatch,
          )(value, ctx);
      }
      const studentEmail = value.student?.email.toLowerCase() ?? "";
      if (studentEmail !== "" && studentEmail === value.email.toLowerCase()) {
        ctx.addIssue({ code: "custom", path: ["student", "email"], message: M.parentStudentEmail });
      }
      // A parent bills the student's account: the student confirms it at their campus address.
      const domain = settings.emailDomain?.trim() ?? "";
      if (
        settings.paymentType === "Student ID" &&
        settings.isParent &&
        domain !== "" &&
        studentEmail !== "" &&
        !onCampusDomain(studentEmail, domain)
      ) {
        ctx.addIssue({
          code: "custom",
          path: ["student", "email"],
          message: M.emailDomain(domain),
        });
      }
      if (value.use_billing_address) {
        const billing = billingAddressSchema.safeParse(value.billing_address ?? {});
        for (const issue of billing.success ? [] : billing.error.issues) {
          ctx.addIssue({
            code: "custom",
            path: ["billing_address", ...issue.path],
            message: issue.message,
          });
        }
      }
    })
    .transform(({ billing_address, ...rest }) => ({
      ...rest,
      billing_address: rest.use_billing_address
        ? billingAddressSchema.parse(billing_address)
        : (undefined as BillingAddress | undefined),
    }));
}

export type CheckoutCustomerSchema = ReturnType<typeof createCheckoutCustomerSchema>;
export type CheckoutCustomer = z.infer<CheckoutCustomerSchema>;
export type CheckoutCustomerInput = z.input<CheckoutCustomerSchema>;
