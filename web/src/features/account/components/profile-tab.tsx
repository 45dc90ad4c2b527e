import { zodResolver } from "@hookform/resolvers/zod";
import type { Customer } from "@shared/api/routes/customer-schemas";
import { profileSchema } from "@shared/domain/validation/forms/profile";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { useCurrentSite } from "@/lib/current-site";
import { routes } from "../api/account-routes";
import { TEXT } from "../lib/messages";
import { CheckboxField, Field, SubmitButton } from "./field";
import { FormMessage } from "./notice";
import { PreferencesForm } from "./preferences-form";
import { useSave } from "./use-save";

type ProfileValues = z.input<typeof profileSchema>;

/** purchases §5 Profile; the server stores the state upper-cased (§7 update_customer). */
export function ProfileTab({ customer, onSaved }: { customer: Customer; onSaved: () => void }) {
  const site = useCurrentSite();
  const { message, run } = useSave(TEXT.profileUpdated);
  const form = useForm<ProfileValues, unknown, z.output<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
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
    },
  });
  const submit = form.handleSubmit((values) =>
    run(
      () => apiRequest(routes.profile, { ...values, site_id: site.id, customer_id: customer.id }),
      onSaved,
    ),
  );
  return (
    <>
      <h2>Profile</h2>
      <form onSubmit={submit} noValidate aria-label="Profile">
        <div className="account-grid">
          <Field form={form} name="first_name" label="First name" autoComplete="given-name" />
          <Field form={form} name="last_name" label="Last name" autoComplete="family-name" />
          <Field form={form} name="student_id" label="Student ID" />
          <Field form={form} name="email" label="Email" type="email" autoComplete="email" />
          <Field form={form} name="phone" label="Phone" type="tel" autoComplete="tel-national" />
          <Field form={form} name="mobile" label="Mobile (optional)" type="tel" />
          <Field form={form} name="address" label="Address" autoComplete="street-address" />
          <Field form={form} name="city" label="City" autoComplete="address-level2" />
          <Field form={form} name="state" label="State" autoComplete="address-level1" />
          <Field form={form} name="zip" label="Zip code" autoComplete="postal-code" />
        </div>
        <CheckboxField form={form} name="notify_by_text" label="Notify me by text message" />
        <SubmitButton pending={form.formState.isSubmitting} label="Update Profile" />
        <FormMessage message={message} />
      </form>
      {site.notifications ? <PreferencesForm customer={customer} onSaved={onSaved} /> : null}
    </>
  );
}
