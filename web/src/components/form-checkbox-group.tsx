import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { CheckboxGroup, type CheckboxGroupProps } from "./checkbox-group";
import { controlled } from "./field-control";

export interface FormCheckboxGroupProps<T extends FieldValues>
  extends Omit<
    CheckboxGroupProps,
    "name" | "value" | "onChange" | "onBlur" | "errorMessage" | "inputRef"
  > {
  control: Control<T>;
  name: FieldPath<T>;
}

/** A `CheckboxGroup` bound to a react-hook-form field holding the ticked ids. */
export function FormCheckboxGroup<T extends FieldValues>({
  control,
  name,
  ...props
}: FormCheckboxGroupProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={(args) => {
        const { value, ...bound } = controlled(args);
        return <CheckboxGroup {...props} {...bound} value={Array.isArray(value) ? value : []} />;
      }}
    />
  );
}
