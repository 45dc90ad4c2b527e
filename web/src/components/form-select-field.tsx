import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { controlled } from "./field-control";
import { SelectField, type SelectFieldProps } from "./select-field";

export interface FormSelectFieldProps<T extends FieldValues>
  extends Omit<
    SelectFieldProps,
    "name" | "value" | "onChange" | "onBlur" | "errorMessage" | "inputRef"
  > {
  control: Control<T>;
  name: FieldPath<T>;
}

/** A `SelectField` bound to a react-hook-form field holding the chosen id. */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  ...props
}: FormSelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={(args) => {
        const { value, ...bound } = controlled(args);
        return <SelectField {...props} {...bound} value={value == null ? "" : String(value)} />;
      }}
    />
  );
}
