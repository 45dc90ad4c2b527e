import {
  caretAfterDigits,
  formatPhoneMask,
  PHONE_MASK,
} from "@shared/platform/validation/phone-mask";
import { useLayoutEffect, useRef } from "react";
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
  // Where the caret goes once React has written the masked value (which puts it at the end).
  const caret = useRef<number | null>(null);
  const placeCaret = () => {
    const element = input.current;
    if (caret.current !== null && element && document.activeElement === element) {
      element.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  };
  // Before the next keystroke when the value changed; a frame later when it did not (deleting a
  // separator leaves the same masked value, and no render follows).
  useLayoutEffect(placeCaret);
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
        caret.current = caretAfterDigits(next, Math.min(digitsBefore, 10));
        onChange(next);
        requestAnimationFrame(placeCaret);
      }}
    />
  );
}
