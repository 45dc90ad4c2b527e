import type { OrderFormSettings } from "@shared/schemas/order-form-settings";
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
