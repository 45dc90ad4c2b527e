import type { Customer } from "@shared/api/routes/customer-schemas";
import { FOOD_INSECURITY_LABEL } from "@shared/domain/validation/forms/food-insecurity";
import { useForm } from "react-hook-form";
import { apiRequest } from "@/lib/api-client";
import { useCurrentSite } from "@/lib/current-site";
import { routes } from "../api/account-routes";
import { TEXT } from "../lib/messages";
import { CheckboxField, SubmitButton } from "./field";
import { FormMessage } from "./notice";
import { useSave } from "./use-save";

/** purchases §2 Food Insecurity tab (only when the site has it). */
export function FoodInsecurityTab({
  customer,
  onSaved,
}: {
  customer: Customer;
  onSaved: () => void;
}) {
  const site = useCurrentSite();
  const { message, run } = useSave(TEXT.foodInsecurityUpdated);
  const form = useForm<{ food_insecurity: boolean }>({
    defaultValues: { food_insecurity: customer.food_insecurity },
  });
  const submit = form.handleSubmit(({ food_insecurity }) =>
    run(() => apiRequest(routes.foodInsecurity, { food_insecurity, site_id: site.id }), onSaved),
  );
  return (
    <>
      <h2>Food Insecurity</h2>
      <form onSubmit={submit} aria-label="Food Insecurity">
        <CheckboxField form={form} name="food_insecurity" label={FOOD_INSECURITY_LABEL} />
        <SubmitButton pending={form.formState.isSubmitting} label="Save" />
        <FormMessage message={message} />
      </form>
    </>
  );
}
