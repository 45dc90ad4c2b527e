import { zodResolver } from "@hookform/resolvers/zod";
import { FORM_TEXT } from "@shared/domain/forms/on-the-go-menu";
import {
  DIETARY_ALLERGENS,
  OTHER_PLEASE_SPECIFY,
} from "@shared/domain/validation/forms/allergen-choices";
import { dietaryHealthSchema } from "@shared/domain/validation/forms/dietary-health";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/button";
import { Checkbox } from "@/components/checkbox";
import { CheckboxGroup } from "@/components/checkbox-group";
import { controlled, controlledCheckbox } from "@/components/field-control";
import { Notice } from "@/components/notice";
import { TextField } from "@/components/text-field";
import { ApiError, apiRequest } from "@/lib/api-client";
import { useCurrentSite } from "@/lib/current-site";
import { healthFormRoute } from "../api/dietary-form-routes";

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

const FAILED = "Error: Something went wrong, please check your information and try again.";

/** requirements: purchases §3 Dietary health submission, §5 Dietary form. */
const choiceOptions = (values: readonly string[]) => values.map((v) => ({ id: v, label: v }));

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
  const [result, setResult] = useState<{ tone: "success" | "danger"; text: string } | null>(null);
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
  const allergens = form.watch("allergens") ?? [];
  const submit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      await apiRequest(healthFormRoute, { ...values, site_id: site.id });
      setResult({ tone: "success", text: FORM_TEXT.dietaryThanks });
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
      aria-label={FORM_TEXT.dietaryTitle}
      className="account-form-page__form"
    >
      <div className="form-grid">
        <Controller
          control={form.control}
          name="name"
          render={(args) => <TextField label="Name" autoComplete="name" {...controlled(args)} />}
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
          name="date"
          render={(args) => <TextField label="Date" type="date" {...controlled(args)} />}
        />
        <Controller
          control={form.control}
          name="city"
          render={(args) => (
            <TextField label="City" autoComplete="address-level2" {...controlled(args)} />
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="allergens"
        render={(args) => (
          <CheckboxGroup
            label="Allergens"
            options={choiceOptions(DIETARY_ALLERGENS)}
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
      <fieldset className="form-choices">
        <legend className="ui-field__label">Medical information</legend>
        {FLAGS.map(([flag, label]) => (
          <Controller
            key={flag}
            control={form.control}
            name={flag}
            render={(args) => <Checkbox {...controlledCheckbox(args)}>{label}</Checkbox>}
          />
        ))}
      </fieldset>
      <Controller
        control={form.control}
        name="additional_comments"
        render={(args) => (
          <TextField label="Additional comments" multiline rows={4} {...controlled(args)} />
        )}
      />
      <Controller
        control={form.control}
        name="consent"
        render={(args) => (
          <Checkbox {...controlledCheckbox(args)}>
            I consent to sharing this information with the dining team so they can plan my meals.
          </Checkbox>
        )}
      />
      {result ? (
        <Notice tone={result.tone} onDismiss={() => setResult(null)}>
          {result.text}
        </Notice>
      ) : null}
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Submitting…">
        Submit
      </Button>
    </form>
  );
}
