import { changesEmail } from "@shared/accounts/email-change";
import type { Customer } from "@shared/accounts/routes/customer-schemas";
import type { profileSchema } from "@shared/accounts/schemas/profile";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/button";
import { FormCheckbox } from "@/components/form-checkbox";
import { FormStatus } from "@/components/form-status";
import { FormTextField } from "@/components/form-text-field";
import { ApiError } from "@/lib/api-client";
import { useCurrentSite } from "@/lib/current-site";
import { AddressFields, EmailField, FullNameFields } from "@/lib/forms/contact-fields";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { saveProfile } from "../api/account";
import { TEXT } from "../lib/messages";
import { PreferencesForm } from "./preferences-form";
import { useSave } from "./use-save";

type ProfileValues = z.input<typeof profileSchema>;

/** requirements: purchases §5 Profile; the server stores the state upper-cased (§7 update_customer). */
export function ProfileTab({ customer, onSaved }: { customer: Customer; onSaved: () => void }) {
  const site = useCurrentSite();
  const { message, run } = useSave(TEXT.profileUpdated);
  // The shared schema, and zod with it, load with the form's first validation.
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        import("@shared/accounts/schemas/profile").then((module) =>
          module.profileFormSchema(customer.email),
        ),
      ),
    [customer.email],
  );
  const form = useForm<ProfileValues, unknown, z.output<typeof profileSchema>>({
    resolver,
    defaultValues: {
      first_name: customer.first_name,
      last_name: customer.last_name,
      student_id: customer.student_id,
      email: customer.email,
      phone: customer.phone,
      mobile: customer.mobile,
      address: customer.address,
      city: customer.city,
      state: customer.state,
      zip: customer.zip,
      notify_by_text: customer.notify_by_text,
      current_password: "",
    },
  });
  // Changing the sign-in email needs the current password (docs/decisions/accounts.md).
  const email = useWatch({ control: form.control, name: "email" }) ?? "";
  const emailChanging = changesEmail(customer.email, email);
  const save = async (values: z.output<typeof profileSchema>) => {
    try {
      await saveProfile({
        ...values,
        current_password: emailChanging ? values.current_password : "",
        site_id: site.id,
        customer_id: customer.id,
      });
      form.resetField("current_password", { defaultValue: "" });
    } catch (error) {
      // A wrong password or too many attempts: said under the password field itself.
      if (
        error instanceof ApiError &&
        (error.fields.current_password || error.statusCode === 429)
      ) {
        form.setError("current_password", {
          message: error.fields.current_password ?? error.msg,
        });
      }
      throw error;
    }
  };
  const submit = form.handleSubmit((values) => run(() => save(values), onSaved));
  return (
    <>
      <h2>Profile</h2>
      <form onSubmit={submit} noValidate aria-label="Profile">
        <div className="account-grid">
          <FullNameFields control={form.control} />
          <FormTextField control={form.control} name="student_id" label="Student ID" />
          <EmailField control={form.control} />
          {emailChanging ? (
            <FormTextField
              control={form.control}
              name="current_password"
              label="Current password"
              type="password"
              autoComplete="current-password"
              description="Needed to change the email address you sign in with."
            />
          ) : null}
          <FormTextField
            control={form.control}
            name="phone"
            label="Phone"
            type="tel"
            autoComplete="tel-national"
          />
          <FormTextField
            control={form.control}
            name="mobile"
            label="Mobile (optional)"
            type="tel"
          />
          <AddressFields control={form.control} zipName="zip" />
        </div>
        <FormCheckbox control={form.control} name="notify_by_text">
          Notify me by text message
        </FormCheckbox>
        <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Saving…">
          Update Profile
        </Button>
        <FormStatus message={message} />
      </form>
      {site.notifications ? <PreferencesForm customer={customer} onSaved={onSaved} /> : null}
    </>
  );
}
