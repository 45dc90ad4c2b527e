import type {
  ControllerFieldState,
  ControllerRenderProps,
  FieldPath,
  FieldValues,
} from "react-hook-form";

interface ControllerArgs<T extends FieldValues, N extends FieldPath<T>> {
  field: ControllerRenderProps<T, N>;
  fieldState: ControllerFieldState;
}

/**
 * Maps react-hook-form's `<Controller render>` arguments onto the kit's field props, so a form
 * writes `render={(args) => <TextField label="Email" {...controlled(args)} />}`: the value and
 * change handler, the ref react-hook-form focuses on the first invalid field, and the zod
 * message as the field's announced error.
 */
export function controlled<T extends FieldValues, N extends FieldPath<T>>({
  field,
  fieldState,
}: ControllerArgs<T, N>) {
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    isDisabled: field.disabled,
    isInvalid: fieldState.invalid,
    errorMessage: fieldState.error?.message,
  };
}

/** The same for a `<Checkbox>`, whose value is `isSelected`. */
export function controlledCheckbox<T extends FieldValues, N extends FieldPath<T>>({
  field,
  fieldState,
}: ControllerArgs<T, N>) {
  return {
    name: field.name,
    isSelected: Boolean(field.value),
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    isDisabled: field.disabled,
    isInvalid: fieldState.invalid,
    errorMessage: fieldState.error?.message,
  };
}
