import type { ReactNode } from "react";

const ACRONYMS = new Set(["id", "faq", "url", "gf", "zip", "sms"]);

/** "pick_up" → "Pick up", "student_id" → "Student ID"; labels already written as text stay. */
export function fieldLabel(key: string): string {
  if (/\s/.test(key) || !/[_a-z]/.test(key)) return key;
  const words = key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()));
  const sentence = words.join(" ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A one-line reading of a value (a table cell, a diff's side). */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) {
    return value.every((item) => typeof item !== "object" || item === null)
      ? value.map((item) => valueText(item)).join(", ") || "—"
      : JSON.stringify(value);
  }
  return JSON.stringify(value);
}

/**
 * A submitted value, readable: yes/no for flags, lists as comma lists, nested records as their
 * own label → value list, an empty answer as a dash (announced as "none").
 */
export function FieldValue({ value }: { value: unknown }): ReactNode {
  if (value === null || value === undefined || value === "") {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">none</span>
      </>
    );
  }
  if (isPlainObject(value)) return <FieldList fields={value} />;
  if (Array.isArray(value) && value.some(isPlainObject)) {
    return (
      <ol className="ops-fields__nested">
        {value.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a submitted list has no ids; its order is its identity
          <li key={index}>
            <FieldValue value={item} />
          </li>
        ))}
      </ol>
    );
  }
  return <span className="ops-fields__text">{valueText(value)}</span>;
}

/** A record as a label → value list, in the order it was submitted. */
export function FieldList({
  fields,
  className = "ops-facts ops-fields",
}: {
  fields: Record<string, unknown>;
  className?: string;
}) {
  const entries = Object.entries(fields);
  if (entries.length === 0) return <p className="ops-muted">No fields.</p>;
  return (
    <dl className={className}>
      {entries.map(([key, value]) => (
        <div key={key} className="ops-fields__row">
          <dt>{fieldLabel(key)}</dt>
          <dd>
            <FieldValue value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
