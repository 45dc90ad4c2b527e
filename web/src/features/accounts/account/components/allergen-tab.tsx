import { zodResolver } from "@hookform/resolvers/zod";
import type { Customer } from "@shared/accounts/routes/customer-schemas";
import { DIETARY_ALLERGENS, OTHER_PLEASE_SPECIFY } from "@shared/accounts/schemas/allergen-choices";
import { allergenProfileSchema, OTHER_ALLERGEN } from "@shared/accounts/schemas/allergen-profile";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/button";
import { FormCheckbox } from "@/components/form-checkbox";
import { FormStatus } from "@/components/form-status";
import { FormTextField } from "@/components/form-text-field";
import { useCurrentSite } from "@/lib/current-site";
import { AllergenChoices } from "@/lib/forms/allergen-choices";
import { saveAllergens } from "../api/account";
import { TEXT } from "../lib/messages";
import { useSave } from "./use-save";

type AllergenValues = z.input<typeof allergenProfileSchema>;

// The allergen list of requirements: purchases §3; "Other (Please specify)" is stored as "Other" plus its text.
const CHOICES = DIETARY_ALLERGENS.map((label) => ({
  label,
  id: label === OTHER_PLEASE_SPECIFY ? OTHER_ALLERGEN : label,
}));

interface AllergenTabProps {
  info: { customer: Customer; wallet_pass: boolean };
  onSaved: () => void;
}

/** requirements: purchases §5 Allergen form, with the allergen card PDF and, when configured, the wallet pass. */
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
  const submit = form.handleSubmit((values) =>
    run(() => saveAllergens({ ...values, site_id: site.id, customer_id: customer.id }), onSaved),
  );
  const query = `site_id=${encodeURIComponent(site.id)}`;
  return (
    <>
      <h2>Allergens</h2>
      <form onSubmit={submit} noValidate aria-label="Allergens">
        <AllergenChoices
          control={form.control}
          name="allergens"
          otherName="custom_allergen"
          label="Your allergens"
          otherLabel="Other allergen"
          options={CHOICES}
          otherChoice={OTHER_ALLERGEN}
        />
        <div className="account-grid">
          <FormTextField
            control={form.control}
            name="contact_name"
            label="Emergency contact name"
            autoComplete="off"
          />
          <FormTextField
            control={form.control}
            name="contact_number"
            label="Emergency contact number"
            type="tel"
            autoComplete="off"
          />
        </div>
        <FormCheckbox control={form.control} name="carries_epinephrine">
          I carry epinephrine
        </FormCheckbox>
        <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Saving…">
          Save Allergens
        </Button>
        <FormStatus message={message} />
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
