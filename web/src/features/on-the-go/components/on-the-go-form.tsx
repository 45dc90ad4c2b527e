import { zodResolver } from "@hookform/resolvers/zod";
import { FORM_TEXT, ON_THE_GO_MENU, ON_THE_GO_PICK_UP } from "@shared/domain/forms/on-the-go-menu";
import {
  ON_THE_GO_ALLERGENS,
  OTHER_PLEASE_SPECIFY,
} from "@shared/domain/validation/forms/allergen-choices";
import {
  createOnTheGoOrderSchema,
  ON_THE_GO_ENTREES,
  ON_THE_GO_PLANS,
} from "@shared/domain/validation/forms/on-the-go";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/button";
import { CheckboxGroup } from "@/components/checkbox-group";
import { controlled } from "@/components/field-control";
import { Notice } from "@/components/notice";
import { SelectField } from "@/components/select-field";
import { TextField } from "@/components/text-field";
import { ApiError, apiRequest } from "@/lib/api-client";
import { useCurrentSite } from "@/lib/current-site";
import { onTheGoRoute } from "../api/on-the-go-routes";

const schema = createOnTheGoOrderSchema(ON_THE_GO_MENU);
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const options = (values: readonly string[]) => values.map((v) => ({ id: v, label: v }));
const FAILED = "Error: Something went wrong, please check your information and try again.";

const SINGLE = [
  ["base", "Base", ON_THE_GO_MENU.bases],
  ["protein", "Protein", ON_THE_GO_MENU.proteins],
  ["cheese", "Cheese", ON_THE_GO_MENU.cheeses],
  ["dressing_sauce", "Dressing/sauce", ON_THE_GO_MENU.sauces],
  ["drink", "Drink", ON_THE_GO_MENU.drinks],
] as const;

/** requirements: purchases §3 On The Go order: one request for a pick-up meal, mailed to the dining team. */
const choiceOptions = (values: readonly string[]) => values.map((v) => ({ id: v, label: v }));

export function OnTheGoForm({ name, email }: { name: string; email: string }) {
  const site = useCurrentSite();
  const [result, setResult] = useState<{ tone: "success" | "danger"; text: string } | null>(null);
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
  const allergens = form.watch("allergens") ?? [];
  const submit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      await apiRequest(onTheGoRoute, { ...values, site_id: site.id });
      setResult({ tone: "success", text: FORM_TEXT.onTheGoThanks });
      form.reset();
    } catch (error) {
      setResult({
        tone: "danger",
        text: error instanceof ApiError && error.isClientError ? error.msg : FAILED,
      });
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="On The Go food order"
      className="account-form-page__form"
    >
      {result ? (
        <Notice tone={result.tone} onDismiss={() => setResult(null)}>
          {result.text}
        </Notice>
      ) : null}
      <div className="form-grid">
        <Controller
          control={form.control}
          name="name"
          render={(args) => <TextField label="Name" autoComplete="name" {...controlled(args)} />}
        />
        <Controller
          control={form.control}
          name="student_id"
          render={(args) => <TextField label="Student ID" {...controlled(args)} />}
        />
        <Controller
          control={form.control}
          name="email"
          render={(args) => (
            <TextField label="Email" type="email" autoComplete="email" {...controlled(args)} />
          )}
        />
        <Controller
          control={form.control}
          name="plan"
          render={(args) => (
            <SelectField
              label="Meal plan"
              placeholder="Select one"
              options={options(ON_THE_GO_PLANS)}
              {...controlled(args)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="pick_up"
          render={(args) => (
            <SelectField
              label="Pick up time"
              placeholder="Select one"
              options={options(ON_THE_GO_PICK_UP)}
              {...controlled(args)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="entree"
          render={(args) => (
            <SelectField
              label="Entree"
              placeholder="Select one"
              options={options(ON_THE_GO_ENTREES)}
              {...controlled(args)}
            />
          )}
        />
        {SINGLE.map(([field, label, list]) => (
          <Controller
            key={field}
            control={form.control}
            name={field}
            render={(args) => (
              <SelectField
                label={label}
                placeholder="Select one"
                options={options(list)}
                {...controlled(args)}
              />
            )}
          />
        ))}
      </div>
      <Controller
        control={form.control}
        name="addons"
        render={(args) => (
          <CheckboxGroup
            label="Add-ons"
            options={choiceOptions(ON_THE_GO_MENU.addons)}
            {...controlled(args)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="sides"
        render={(args) => (
          <CheckboxGroup
            label="Sides"
            options={choiceOptions(ON_THE_GO_MENU.sides)}
            {...controlled(args)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="allergens"
        render={(args) => (
          <CheckboxGroup
            label="Allergens"
            options={choiceOptions(ON_THE_GO_ALLERGENS)}
            {...controlled(args)}
          />
        )}
      />
      {allergens.includes(OTHER_PLEASE_SPECIFY) ? (
        <Controller
          control={form.control}
          name="other_allergies"
          render={(args) => <TextField label="Other allergies" {...controlled(args)} />}
        />
      ) : null}
      <Controller
        control={form.control}
        name="comments"
        render={(args) => <TextField label="Comments" multiline rows={3} {...controlled(args)} />}
      />
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Submitting…">
        Submit order
      </Button>
    </form>
  );
}
