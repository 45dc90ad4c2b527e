import { zodResolver } from "@hookform/resolvers/zod";
import {
  ON_THE_GO_ALLERGENS,
  OTHER_PLEASE_SPECIFY,
} from "@shared/accounts/schemas/allergen-choices";
import { FORM_TEXT, ON_THE_GO_MENU, ON_THE_GO_PICK_UP } from "@shared/visitor-forms/on-the-go-menu";
import {
  createOnTheGoOrderSchema,
  ON_THE_GO_ENTREES,
  ON_THE_GO_PLANS,
} from "@shared/visitor-forms/schemas/on-the-go";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/button";
import { FormCheckboxGroup } from "@/components/form-checkbox-group";
import { FormSelectField } from "@/components/form-select-field";
import { FormTextField } from "@/components/form-text-field";
import { useCurrentSite } from "@/lib/current-site";
import { AllergenChoices } from "@/lib/forms/allergen-choices";
import { choiceOptions } from "@/lib/forms/choice-options";
import { EmailField } from "@/lib/forms/contact-fields";
import { useFormRequest } from "@/lib/forms/use-form-request";
import { sendOnTheGoOrder } from "../api/on-the-go-order";

const schema = createOnTheGoOrderSchema(ON_THE_GO_MENU);
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const SELECTS = [
  ["plan", "Meal plan", ON_THE_GO_PLANS],
  ["pick_up", "Pick up time", ON_THE_GO_PICK_UP],
  ["entree", "Entree", ON_THE_GO_ENTREES],
  ["base", "Base", ON_THE_GO_MENU.bases],
  ["protein", "Protein", ON_THE_GO_MENU.proteins],
  ["cheese", "Cheese", ON_THE_GO_MENU.cheeses],
  ["dressing_sauce", "Dressing/sauce", ON_THE_GO_MENU.sauces],
  ["drink", "Drink", ON_THE_GO_MENU.drinks],
] as const;

/** The On The Go order: one request for a pick-up meal, mailed to the dining team. */
export function OnTheGoForm({ name, email }: { name: string; email: string }) {
  const site = useCurrentSite();
  const { send, notice } = useFormRequest();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: {
      student_id: "",
      name,
      email,
      pick_up: "",
      base: "",
      protein: "",
      cheese: "",
      dressing_sauce: "",
      drink: "",
      sides: [],
      addons: [],
      allergens: [],
      other_allergies: "",
      comments: "",
    },
  });
  const submit = form.handleSubmit(async (values) => {
    const sent = await send(
      () => sendOnTheGoOrder({ ...values, site_id: site.id }),
      FORM_TEXT.onTheGoThanks,
    );
    if (sent) form.reset();
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="On The Go food order"
      className="account-form-page__form"
    >
      {notice}
      <div className="form-grid">
        <FormTextField control={form.control} name="name" label="Name" autoComplete="name" />
        <FormTextField control={form.control} name="student_id" label="Student ID" />
        <EmailField control={form.control} />
        {SELECTS.map(([field, label, list]) => (
          <FormSelectField
            key={field}
            control={form.control}
            name={field}
            label={label}
            placeholder="Select one"
            options={choiceOptions(list)}
          />
        ))}
      </div>
      <FormCheckboxGroup
        control={form.control}
        name="addons"
        label="Add-ons"
        options={choiceOptions(ON_THE_GO_MENU.addons)}
      />
      <FormCheckboxGroup
        control={form.control}
        name="sides"
        label="Sides"
        options={choiceOptions(ON_THE_GO_MENU.sides)}
      />
      <AllergenChoices
        control={form.control}
        name="allergens"
        otherName="other_allergies"
        label="Allergens"
        otherLabel="Other allergies"
        options={choiceOptions(ON_THE_GO_ALLERGENS)}
        otherChoice={OTHER_PLEASE_SPECIFY}
      />
      <FormTextField control={form.control} name="comments" label="Comments" multiline rows={3} />
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Submitting…">
        Submit order
      </Button>
    </form>
  );
}
