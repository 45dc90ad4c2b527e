import type { OrderFormSettings } from "@shared/visitor-forms/schemas/order-form-settings";
import { SelectField } from "@/components/select-field";
import type { SelectionDraft } from "../lib/saved-selections";

interface Lists {
  locations: readonly { id: string; name: string }[];
  terms: readonly { id: string; name: string }[];
  types: readonly { id: string; name: string }[];
  years: readonly { id: string; name: string }[];
}

interface SelectionsStepProps {
  lists: Lists;
  settings: OrderFormSettings;
  draft: SelectionDraft;
  onChange: (draft: SelectionDraft) => void;
  isDisabled?: boolean;
}

const FIELDS = [
  ["location_id", "locations", "where_label", "Location"],
  ["term_id", "terms", "term_label", "Term"],
  ["type_id", "types", "who_label", "Type"],
  ["year_id", "years", "year_label", "Year"],
] as const;

/** The dropdown `next` changes from `draft`, by its label, and the option chosen in it. */
export function changedSelection(
  lists: Lists,
  settings: OrderFormSettings,
  draft: SelectionDraft,
  next: SelectionDraft,
): { label: string; option: string } | null {
  const field = FIELDS.find(([key]) => draft[key] !== next[key]);
  if (!field) return null;
  const [key, list, labelKey, fallback] = field;
  const option = lists[list].find((o) => o.id === next[key]);
  return { label: settings[labelKey] || fallback, option: option?.name ?? "" };
}

/** Step 1: the four dropdowns, each starting at "Select one" (requirements: purchases §2). */
export function SelectionsStep({
  lists,
  settings,
  draft,
  onChange,
  isDisabled,
}: SelectionsStepProps) {
  return (
    <div className="purchase-selections">
      {FIELDS.map(([key, list, labelKey, fallback]) => (
        <SelectField
          key={key}
          label={settings[labelKey] || fallback}
          placeholder="Select one"
          options={lists[list].map((option) => ({ id: option.id, label: option.name }))}
          value={draft[key]}
          isDisabled={isDisabled}
          onChange={(id) => onChange({ ...draft, [key]: id })}
        />
      ))}
    </div>
  );
}
