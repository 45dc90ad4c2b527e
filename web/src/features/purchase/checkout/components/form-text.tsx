import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { controlled } from "@/components/field-control";
import { TextField } from "@/components/text-field";

interface FormTextProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: "text" | "email" | "password" | "tel";
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  placeholder?: string;
  /** Locked: shown and submitted, but not editable (customer info after the form step, SSO). */
  isReadOnly?: boolean;
  description?: string;
}

/** A kit text field bound to the checkout's react-hook-form. */
export function FormText<T extends FieldValues>({
  control,
  name,
  label,
  type = "text",
  autoComplete,
  inputMode,
  placeholder,
  isReadOnly,
  description,
}: FormTextProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={(args) => (
        <TextField
          label={label}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          isReadOnly={isReadOnly}
          description={description}
          {...controlled(args)}
        />
      )}
    />
  );
}
