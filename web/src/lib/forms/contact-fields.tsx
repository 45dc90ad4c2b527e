import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormTextField } from "@/components/form-text-field";

interface ContactFieldProps<T extends FieldValues> {
  control: Control<T>;
}

/** The customer's first and last name, as every account and booking form asks for them. */
export function FullNameFields<T extends FieldValues>({ control }: ContactFieldProps<T>) {
  return (
    <>
      <FormTextField
        control={control}
        name={"first_name" as FieldPath<T>}
        label="First name"
        autoComplete="given-name"
      />
      <FormTextField
        control={control}
        name={"last_name" as FieldPath<T>}
        label="Last name"
        autoComplete="family-name"
      />
    </>
  );
}

/** The customer's email address field. */
export function EmailField<T extends FieldValues>({
  control,
  name = "email" as FieldPath<T>,
  label = "Email",
}: ContactFieldProps<T> & { name?: FieldPath<T>; label?: string }) {
  return (
    <FormTextField control={control} name={name} label={label} type="email" autoComplete="email" />
  );
}

/** The customer's postal address; the account routes name the zip field differently. */
export function AddressFields<T extends FieldValues>({
  control,
  zipName,
}: ContactFieldProps<T> & { zipName: FieldPath<T> }) {
  return (
    <>
      <FormTextField
        control={control}
        name={"address" as FieldPath<T>}
        label="Address"
        autoComplete="street-address"
      />
      <FormTextField
        control={control}
        name={"city" as FieldPath<T>}
        label="City"
        autoComplete="address-level2"
      />
      <FormTextField
        control={control}
        name={"state" as FieldPath<T>}
        label="State"
        autoComplete="address-level1"
      />
      <FormTextField control={control} name={zipName} label="Zip code" autoComplete="postal-code" />
    </>
  );
}
