import { zodResolver } from "@hookform/resolvers/zod";
import { DIETARY_ALLERGENS, OTHER_PLEASE_SPECIFY } from "@shared/accounts/schemas/allergen-choices";
import { FORM_TEXT } from "@shared/visitor-forms/on-the-go-menu";
import { dietaryHealthSchema } from "@shared/visitor-forms/schemas/dietary-health";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/button";
import { FormCheckbox } from "@/components/form-checkbox";
import { FormTextField } from "@/components/form-text-field";
import { useCurrentSite } from "@/lib/current-site";
import { AllergenChoices } from "@/lib/forms/allergen-choices";
import { choiceOptions } from "@/lib/forms/choice-options";
import { EmailField } from "@/lib/forms/contact-fields";
import { useFormRequest } from "@/lib/forms/use-form-request";
import { sendHealthForm } from "../api/health-form";

type Input = z.input<typeof dietaryHealthSchema>;
type Output = z.output<typeof dietaryHealthSchema>;

const FLAGS = [
  ["epipen", "I have been prescribed an EpiPen"],
  ["carries_epinephrine", "I carry epinephrine"],
  ["celiac", "I have celiac disease"],
  ["gluten_intolerant", "I am gluten intolerant"],
  ["gf_diet", "I follow a gluten-free diet"],
  ["medical_diet", "I follow a medically prescribed diet"],
] as const;

/** The dietary health submission, mailed to the dining team. */
export function DietaryForm({
  today,
  name,
  email,
}: {
  today: string;
  name: string;
  email: string;
}) {
  const site = useCurrentSite();
  const { send, notice } = useFormRequest();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(dietaryHealthSchema),
    defaultValues: {
      date: today,
      name,
      email,
      city: "",
      allergens: [],
      other_allergies: "",
      consent: false,
      additional_comments: "",
    },
  });
  const submit = form.handleSubmit(async (values) => {
    const sent = await send(
      () => sendHealthForm({ ...values, site_id: site.id }),
      FORM_TEXT.dietaryThanks,
    );
    if (sent) form.reset();
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={FORM_TEXT.dietaryTitle}
      className="account-form-page__form"
    >
      <div className="form-grid">
        <FormTextField control={form.control} name="name" label="Name" autoComplete="name" />
        <EmailField control={form.control} />
        <FormTextField control={form.control} name="date" label="Date" type="date" />
        <FormTextField
          control={form.control}
          name="city"
          label="City"
          autoComplete="address-level2"
        />
      </div>
      <AllergenChoices
        control={form.control}
        name="allergens"
        otherName="other_allergies"
        label="Allergens"
        otherLabel="Other allergies"
        options={choiceOptions(DIETARY_ALLERGENS)}
        otherChoice={OTHER_PLEASE_SPECIFY}
      />
      <fieldset className="form-choices">
        <legend className="ui-field__label">Medical information</legend>
        {FLAGS.map(([flag, label]) => (
          <FormCheckbox key={flag} control={form.control} name={flag}>
            {label}
          </FormCheckbox>
        ))}
      </fieldset>
      <FormTextField
        control={form.control}
        name="additional_comments"
        label="Additional comments"
        multiline
        rows={4}
      />
      <FormCheckbox control={form.control} name="consent">
        I consent to sharing this information with the dining team so they can plan my meals.
      </FormCheckbox>
      {notice}
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Submitting…">
        Submit
      </Button>
    </form>
  );
}
