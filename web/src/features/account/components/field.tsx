import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

interface FieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  type?: "text" | "email" | "password" | "tel";
  autoComplete?: string;
}

/** A labelled input whose first error is announced and linked with aria-describedby. */
export function Field<T extends FieldValues>({
  form,
  name,
  label,
  type = "text",
  autoComplete,
}: FieldProps<T>) {
  const error = form.formState.errors[name]?.message;
  const id = `field-${name}`;
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register(name)}
      />
      {error ? (
        <p id={`${id}-error`} className="account-field__error">
          {String(error)}
        </p>
      ) : null}
    </div>
  );
}

export function CheckboxField<T extends FieldValues>({
  form,
  name,
  label,
}: Omit<FieldProps<T>, "type">) {
  return (
    <div className="account-field account-field--check">
      <input id={`field-${name}`} type="checkbox" {...form.register(name)} />
      <label htmlFor={`field-${name}`}>{label}</label>
    </div>
  );
}

/** purchases §4: account forms show a pending state while saving. */
export function SubmitButton({
  pending,
  label,
  pendingLabel = "Saving…",
}: {
  pending: boolean;
  label: string;
  pendingLabel?: string;
}) {
  return (
    <button type="submit" className="account-button" disabled={pending} aria-busy={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
