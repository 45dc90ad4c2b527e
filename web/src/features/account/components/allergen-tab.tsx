import { zodResolver } from "@hookform/resolvers/zod";
import type { Customer } from "@shared/api/routes/customer-schemas";
import {
  DIETARY_ALLERGENS,
  OTHER_PLEASE_SPECIFY,
} from "@shared/domain/validation/forms/allergen-choices";
import {
  allergenProfileSchema,
  OTHER_ALLERGEN,
} from "@shared/domain/validation/forms/allergen-profile";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { useCurrentSite } from "@/lib/current-site";
import { routes } from "../api/account-routes";
import { TEXT } from "../lib/messages";
import { CheckboxField, Field, SubmitButton } from "./field";
import { FormMessage } from "./notice";
import { useSave } from "./use-save";

type AllergenValues = z.input<typeof allergenProfileSchema>;

// The allergen list of purchases §3; "Other (Please specify)" is stored as "Other" plus its text.
const CHOICES = DIETARY_ALLERGENS.map((label) => ({
  label,
  value: label === OTHER_PLEASE_SPECIFY ? OTHER_ALLERGEN : label,
}));

interface AllergenTabProps {
  info: { customer: Customer; wallet_pass: boolean };
  onSaved: () => void;
}

/** purchases §5 Allergen form, with the allergen card PDF and, when configured, the wallet pass. */
export function AllergenTab({ info, onSaved }: AllergenTabProps) {
  const site = useCurrentSite();
  const { customer } = info;
  const { message, run } = useSave(TEXT.allergensUpdated);
  const form = useForm<AllergenValues, unknown, z.output<typeof allergenProfileSchema>>({
    resolver: zodResolver(allergenProfileSchema),
    defaultValues: {
      allergens: customer.allergens,
      custom_allergen: customer.custom_allergen,
      contact_name: customer.contact_name,
      contact_number: customer.contact_number,
      carries_epinephrine: customer.carries_epinephrine,
    },
  });
  const chosen = form.watch("allergens") ?? [];
  const submit = form.handleSubmit((values) =>
    run(
      () => apiRequest(routes.allergens, { ...values, site_id: site.id, customer_id: customer.id }),
      onSaved,
    ),
  );
  const query = `site_id=${encodeURIComponent(site.id)}`;
  return (
    <>
      <h2>Allergens</h2>
      <form onSubmit={submit} noValidate aria-label="Allergens">
        <fieldset className="account-fieldset account-fieldset--choices">
          <legend>Your allergens</legend>
          {CHOICES.map(({ label, value }) => (
            <div key={value} className="account-field account-field--check">
              <input
                id={`allergen-${value}`}
                type="checkbox"
                value={value}
                {...form.register("allergens")}
              />
              <label htmlFor={`allergen-${value}`}>{label}</label>
            </div>
          ))}
        </fieldset>
        {Array.isArray(chosen) && chosen.includes(OTHER_ALLERGEN) ? (
          <Field form={form} name="custom_allergen" label="Other allergen" />
        ) : null}
        <div className="account-grid">
          <Field
            form={form}
            name="contact_name"
            label="Emergency contact name"
            autoComplete="off"
          />
          <Field
            form={form}
            name="contact_number"
            label="Emergency contact number"
            type="tel"
            autoComplete="off"
          />
        </div>
        <CheckboxField form={form} name="carries_epinephrine" label="I carry epinephrine" />
        <SubmitButton pending={form.formState.isSubmitting} label="Save Allergens" />
        <FormMessage message={message} />
      </form>
      {customer.contact_name ? (
        <ul className="account-downloads">
          <li>
            <a href={`/v1/customer/allergen_card?${query}`} download="allergen-card.pdf">
              Download your allergen card (PDF)
            </a>
          </li>
          {info.wallet_pass ? (
            <li>
              <a href={`/v1/pass/allergen_card?${query}`}>Add your allergen card to your wallet</a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </>
  );
}
