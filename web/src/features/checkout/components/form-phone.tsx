import {
  caretAfterDigits,
  formatPhoneMask,
  PHONE_MASK,
} from "@shared/domain/validation/phone-mask";
import { useRef } from "react";
import {
  type Control,
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from "react-hook-form";
import { controlled } from "@/components/field-control";
import { TextField } from "@/components/text-field";

interface FormPhoneProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  autoComplete?: string;
  isReadOnly?: boolean;
}

/**
 * A phone field that applies the checkout mask as the customer types (requirements: purchases
 * §5). The caret stays after the digit it followed, so editing in the middle works too.
 */
export function FormPhone<T extends FieldValues>({ control, name, ...props }: FormPhoneProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MaskedPhone
          {...props}
          field={field as unknown as ControllerRenderProps}
          fieldState={fieldState}
        />
      )}
    />
  );
}

interface MaskedPhoneProps extends Omit<FormPhoneProps<FieldValues>, "control" | "name"> {
  field: ControllerRenderProps;
  fieldState: ControllerFieldState;
}

function MaskedPhone({ label, autoComplete, isReadOnly, field, fieldState }: MaskedPhoneProps) {
  const { inputRef, onChange, ...bound } = controlled({ field, fieldState });
  const input = useRef<HTMLInputElement | null>(null);
  const masked = formatPhoneMask(String(bound.value ?? ""));
  return (
    <TextField
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder={PHONE_MASK}
      isReadOnly={isReadOnly}
      {...bound}
      value={masked}
      inputRef={(element) => {
        input.current = element;
        inputRef(element);
      }}
      onChange={(typed) => {
        const at = input.current?.selectionStart ?? typed.length;
        const digitsBefore = typed.slice(0, at).replace(/\D/g, "").length;
        const next = formatPhoneMask(typed);
        const caret = caretAfterDigits(next, Math.min(digitsBefore, 10));
        onChange(next);
        // After React has written the masked value, which puts the caret at the end (also when
        // the masked value did not change, as after deleting a separator).
        requestAnimationFrame(() => {
          const element = input.current;
          if (element && document.activeElement === element) {
            element.setSelectionRange(caret, caret);
          }
        });
      }}
    />
  );
}
