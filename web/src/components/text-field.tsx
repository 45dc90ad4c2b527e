import type { ReactNode, Ref } from "react";
import { FieldError } from "react-aria-components/FieldError";
import { Input } from "react-aria-components/Input";
import { Label } from "react-aria-components/Label";
import { Text } from "react-aria-components/Text";
import { TextArea } from "react-aria-components/TextArea";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from "react-aria-components/TextField";
import { cx } from "./class-names";

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, "className" | "children" | "style" | "validationBehavior"> {
  label: ReactNode;
  /** Help under the input, read with it (aria-describedby). */
  description?: ReactNode;
  /** The error to show and announce; a field with one is marked invalid. */
  errorMessage?: string;
  placeholder?: string;
  /** A multi-line text area instead of an input. */
  multiline?: boolean;
  rows?: number;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  className?: string;
}

/**
 * A labelled text input. react-aria ties the label, the description and the error to the
 * input (aria-labelledby / aria-describedby) and sets aria-invalid. Validation is the form's
 * (react-hook-form + zod), so the browser's own bubbles stay off (`validationBehavior="aria"`).
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  rows = 4,
  inputRef,
  isInvalid,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior="aria"
      className={cx("ui-field", className)}
    >
      <Label className="ui-field__label">{label}</Label>
      {multiline ? (
        <TextArea ref={inputRef} rows={rows} placeholder={placeholder} className="ui-input" />
      ) : (
        <Input ref={inputRef} placeholder={placeholder} className="ui-input" />
      )}
      {description ? (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
