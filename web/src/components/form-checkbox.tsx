import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { Checkbox, type CheckboxProps } from "./checkbox";
import { controlledCheckbox } from "./field-control";

export interface FormCheckboxProps<T extends FieldValues>
  extends Omit<CheckboxProps, "name" | "isSelected" | "onChange" | "onBlur" | "errorMessage"> {
  control: Control<T>;
  name: FieldPath<T>;
}

/** A `Checkbox` bound to a boolean react-hook-form field. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  ...props
}: FormCheckboxProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={(args) => <Checkbox {...props} {...controlledCheckbox(args)} />}
    />
  );
}
