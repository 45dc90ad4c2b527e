import { type Control, type FieldPath, type FieldValues, useWatch } from "react-hook-form";
import type { CheckboxOption } from "@/components/checkbox-group";
import { FormCheckboxGroup } from "@/components/form-checkbox-group";
import { FormTextField } from "@/components/form-text-field";

interface AllergenChoicesProps<T extends FieldValues> {
  control: Control<T>;
  /** The field holding the ticked allergens. */
  name: FieldPath<T>;
  /** The free-text field shown only while the "other" allergen is ticked. */
  otherName: FieldPath<T>;
  label: string;
  otherLabel: string;
  options: readonly CheckboxOption[];
  /** The option id that asks for the free-text field. */
  otherChoice: string;
}

/**
 * The allergen checkbox group every allergen form shares, with its "please specify" text field
 * that appears only while the "other" choice is ticked (the schemas require the text then).
 */
export function AllergenChoices<T extends FieldValues>({
  control,
  name,
  otherName,
  label,
  otherLabel,
  options,
  otherChoice,
}: AllergenChoicesProps<T>) {
  const chosen: unknown = useWatch({ control, name });
  return (
    <>
      <FormCheckboxGroup control={control} name={name} label={label} options={options} />
      {Array.isArray(chosen) && chosen.includes(otherChoice) ? (
        <FormTextField control={control} name={otherName} label={otherLabel} />
      ) : null}
    </>
  );
}
