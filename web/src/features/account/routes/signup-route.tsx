import { zodResolver } from "@hookform/resolvers/zod";
import { signUpSchema } from "@shared/domain/validation/forms/sign-up";
import { useCallback, useRef, useState } from "react";
import { type Path, useForm } from "react-hook-form";
import { Navigate, useNavigate } from "react-router-dom";
import type { z } from "zod";
import { ApiError, apiRequest } from "@/lib/api-client";
import { useCurrentSite } from "@/lib/current-site";
import { saveCustomerSession, useCustomerSession } from "@/lib/session/customer-session";
import { sitePath } from "@/lib/url";
import { routes } from "../api/account-routes";
import { CheckboxField, Field, SubmitButton } from "../components/field";
import { Notice, type NoticeMessage } from "../components/notice";
import { TEXT } from "../lib/messages";

type SignUpValues = z.input<typeof signUpSchema>;

const EMPTY: SignUpValues = {
  first_name: "",
  last_name: "",
  student_id: "",
  email: "",
  email_confirmation: "",
  phone_number: "",
  mobile: "",
  address: "",
  city: "",
  state: "",
  zip_code: "",
  notify_by_text: false,
  password: "",
  password_confirmation: "",
};

/** purchases §2 Sign up: on success the message, then the account page. */
export function Component() {
  const site = useCurrentSite();
  const customer = useCustomerSession(site.id);
  const navigate = useNavigate();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  // Set just before the session is saved, so this page does not redirect a second time
  // (without the success message) while the account page loads.
  const created = useRef(false);
  const clearNotice = useCallback(() => setNotice(null), []);
  const form = useForm<SignUpValues, unknown, z.output<typeof signUpSchema>>({
    resolver: zodResolver(signUpSchema),
    defaultValues: EMPTY,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const account = await apiRequest(routes.signUp, { ...values, site_id: site.id });
      created.current = true;
      navigate(sitePath(site.slug, "customer-account"), { state: { notice: TEXT.accountCreated } });
      saveCustomerSession(site.id, account.customer);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.fields)) {
          if (name in EMPTY) form.setError(name as Path<SignUpValues>, { message });
        }
      }
      setNotice({ text: TEXT.signUpFailed, tone: "error" });
    }
  });
  if (customer && !created.current) {
    return <Navigate to={sitePath(site.slug, "customer-account")} replace />;
  }
  return (
    <div className="account-page account-page--narrow">
      <title>{`${site.name} – Sign up`}</title>
      <h1>Sign up</h1>
      {notice ? <Notice notice={notice} onDone={clearNotice} /> : null}
      <form onSubmit={submit} noValidate aria-label="Sign up">
        <div className="account-grid">
          <Field form={form} name="first_name" label="First name" autoComplete="given-name" />
          <Field form={form} name="last_name" label="Last name" autoComplete="family-name" />
          <Field form={form} name="student_id" label="Student ID" />
          <Field
            form={form}
            name="phone_number"
            label="Phone"
            type="tel"
            autoComplete="tel-national"
          />
          <Field form={form} name="email" label="Email" type="email" autoComplete="email" />
          <Field
            form={form}
            name="email_confirmation"
            label="Confirm email"
            type="email"
            autoComplete="email"
          />
          <Field form={form} name="mobile" label="Mobile (optional)" type="tel" />
          <Field form={form} name="address" label="Address" autoComplete="street-address" />
          <Field form={form} name="city" label="City" autoComplete="address-level2" />
          <Field form={form} name="state" label="State" autoComplete="address-level1" />
          <Field form={form} name="zip_code" label="Zip code" autoComplete="postal-code" />
          <Field
            form={form}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
          />
          <Field
            form={form}
            name="password_confirmation"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
          />
        </div>
        <CheckboxField form={form} name="notify_by_text" label="Notify me by text message" />
        <SubmitButton
          pending={form.formState.isSubmitting}
          label="Sign Up"
          pendingLabel="Creating your account…"
        />
      </form>
    </div>
  );
}
