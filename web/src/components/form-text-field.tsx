import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { controlled } from "./field-control";
import { TextField, type TextFieldProps } from "./text-field";

export interface FormTextFieldProps<T extends FieldValues>
  extends Omit<TextFieldProps, "name" | "value" | "onChange" | "onBlur" | "errorMessage"> {
  control: Control<T>;
  name: FieldPath<T>;
}

/**
 * A `TextField` bound to a react-hook-form field: its value, its zod message as the announced
 * error, and the ref react-hook-form focuses when it is the first invalid field.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={(args) => {
        const { value, ...bound } = controlled(args);
        return <TextField {...props} {...bound} value={value == null ? "" : String(value)} />;
      }}
    />
  );
}
