import { zodResolver } from "@hookform/resolvers/zod";
import { signUpSchema } from "@shared/accounts/schemas/sign-up";
import { useCallback, useRef, useState } from "react";
import { type Path, useForm } from "react-hook-form";
import { Navigate, useNavigate } from "react-router-dom";
import type { z } from "zod";
import { Button } from "@/components/button";
import { FormCheckbox } from "@/components/form-checkbox";
import { FormTextField } from "@/components/form-text-field";
import { type Message, Toast } from "@/components/toast";
import { ApiError } from "@/lib/api-client";
import { useCurrentSite } from "@/lib/current-site";
import { AddressFields, EmailField, FullNameFields } from "@/lib/forms/contact-fields";
import { saveCustomerSession, useCustomerSession } from "@/lib/session/customer-session";
import { sitePath } from "@/lib/url";
import { signUp } from "../api/account";
import { AccountsUnavailable } from "../components/accounts-unavailable";
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

/** requirements: purchases §2 Sign up: on success the message, then the account page. */
export function Component() {
  const site = useCurrentSite();
  const customer = useCustomerSession(site.id);
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Message | null>(null);
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
      const account = await signUp({ ...values, site_id: site.id });
      created.current = true;
      navigate(sitePath(site.slug, "customer-account"), { state: { notice: TEXT.accountCreated } });
      saveCustomerSession(site.id, account.customer);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.fields)) {
          if (name in EMPTY) form.setError(name as Path<SignUpValues>, { message });
        }
      }
      // A refusal the server explains (an account with this email already exists) is shown
      // as it says; anything else gets the generic failure.
      const explained = error instanceof ApiError && error.isClientError && error.msg;
      setNotice({ text: explained ? error.msg : TEXT.signUpFailed, tone: "danger" });
    }
  });
  if (!site.customer_login) return <AccountsUnavailable />;
  if (customer && !created.current) {
    return <Navigate to={sitePath(site.slug, "customer-account")} replace />;
  }
  return (
    <div className="account-page account-page--narrow">
      <title>{`${site.name} – Sign up`}</title>
      <h1>Sign up</h1>
      {notice ? <Toast message={notice} onDone={clearNotice} /> : null}
      <form onSubmit={submit} noValidate aria-label="Sign up">
        <div className="account-grid">
          <FullNameFields control={form.control} />
          <FormTextField control={form.control} name="student_id" label="Student ID" />
          <FormTextField
            control={form.control}
            name="phone_number"
            label="Phone"
            type="tel"
            autoComplete="tel-national"
          />
          <EmailField control={form.control} />
          <EmailField control={form.control} name="email_confirmation" label="Confirm email" />
          <FormTextField
            control={form.control}
            name="mobile"
            label="Mobile (optional)"
            type="tel"
          />
          <AddressFields control={form.control} zipName="zip_code" />
          <FormTextField
            control={form.control}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
          />
          <FormTextField
            control={form.control}
            name="password_confirmation"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
          />
        </div>
        <FormCheckbox control={form.control} name="notify_by_text">
          Notify me by text message
        </FormCheckbox>
        <Button
          type="submit"
          isPending={form.formState.isSubmitting}
          pendingLabel="Creating your account…"
        >
          Sign Up
        </Button>
      </form>
    </div>
  );
}
