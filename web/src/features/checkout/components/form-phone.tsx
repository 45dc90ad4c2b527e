import {
  caretAfterDigits,
  formatPhoneMask,
  PHONE_MASK,
} from "@shared/domain/validation/phone-mask";
import { useLayoutEffect, useRef } from "react";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
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
export function FormPhone<T extends FieldValues>({
  control,
  name,
  label,
  autoComplete,
  isReadOnly,
}: FormPhoneProps<T>) {
  const input = useRef<HTMLInputElement | null>(null);
  // Set by a keystroke, applied once React has written the masked value into the input.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return;
    if (document.activeElement === input.current) {
      input.current.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });
  return (
    <Controller
      control={control}
      name={name}
      render={(args) => {
        const { inputRef, onChange, ...bound } = controlled(args);
        return (
          <TextField
            label={label}
            type="tel"
            inputMode="tel"
            autoComplete={autoComplete}
            placeholder={PHONE_MASK}
            isReadOnly={isReadOnly}
            {...bound}
            value={formatPhoneMask(String(bound.value ?? ""))}
            inputRef={(element) => {
              input.current = element;
              inputRef(element);
            }}
            onChange={(typed) => {
              const at = input.current?.selectionStart ?? typed.length;
              const digitsBefore = typed.slice(0, at).replace(/\D/g, "").length;
              const masked = formatPhoneMask(typed);
              caret.current = caretAfterDigits(masked, Math.min(digitsBefore, 10));
              onChange(masked);
            }}
          />
        );
      }}
    />
  );
}
