import type { Customer } from "@shared/accounts/routes/customer-schemas";
import { FOOD_INSECURITY_LABEL } from "@shared/visitor-forms/schemas/food-insecurity";
import { useForm } from "react-hook-form";
import { Button } from "@/components/button";
import { FormCheckbox } from "@/components/form-checkbox";
import { FormStatus } from "@/components/form-status";
import { useCurrentSite } from "@/lib/current-site";
import { saveFoodInsecurity } from "../api/account";
import { TEXT } from "../lib/messages";
import { useSave } from "./use-save";

/** requirements: purchases §2 Food Insecurity tab (only when the site has it). */
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
    run(() => saveFoodInsecurity({ food_insecurity, site_id: site.id }), onSaved),
  );
  return (
    <>
      <h2>Food Insecurity</h2>
      <form onSubmit={submit} aria-label="Food Insecurity">
        <FormCheckbox control={form.control} name="food_insecurity">
          {FOOD_INSECURITY_LABEL}
        </FormCheckbox>
        <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Saving…">
          Save
        </Button>
        <FormStatus message={message} />
      </form>
    </>
  );
}
