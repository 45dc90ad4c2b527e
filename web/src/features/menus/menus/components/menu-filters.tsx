import { X } from "lucide-react";
import { useId } from "react";
import { buttonClassName } from "@/components/button-style";
import { Icon } from "@/components/icon";

interface ChoiceListProps {
  label: string;
  available: readonly string[];
  selected: readonly string[];
  onAdd: (name: string) => void;
  onRemove: (name: string) => void;
}

/**
 * One filter (requirements: public-browsing §2 Menu page): choosing a name moves it from the available list
 * to the selected list; removing moves it back. Selected names are not offered again.
 */
function ChoiceList({ label, available, selected, onAdd, onRemove }: ChoiceListProps) {
  const id = useId();
  const offered = available.filter((name) => !selected.includes(name));
  return (
    <div className="menu-filter">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value=""
        onChange={(event) => event.target.value && onAdd(event.target.value)}
        disabled={offered.length === 0}
      >
        <option value="">Choose…</option>
        {offered.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      {selected.length > 0 && (
        <ul className="menu-filter__selected" aria-label={`Selected: ${label}`}>
          {selected.map((name) => (
            <li key={name}>
              <button
                type="button"
                className={buttonClassName({ variant: "secondary", size: "sm" })}
                onClick={() => onRemove(name)}
                aria-label={`Remove ${name}`}
              >
                {name} <Icon icon={X} size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export interface FilterState {
  allergens: string[];
  categories: string[];
  /**
   * Only dishes the kitchen stated free of every selected allergen; off by default, as the
   * spec's filter hides only dishes that contain one (docs/decisions/allergen-labels.md).
   */
  statedFreeOnly: boolean;
}

export const NO_FILTERS: FilterState = { allergens: [], categories: [], statedFreeOnly: false };

/** Beside the allergen filter once one is chosen: what it does not promise. */
export const UNSTATED_NOTE =
  "Dishes whose label does not state an allergen are still listed: they are not guaranteed free of it. Look for “Free of” on each dish.";

export function MenuFilters({
  choices,
  value,
  onChange,
  showAllergens,
}: {
  choices: Pick<FilterState, "allergens" | "categories">;
  value: FilterState;
  onChange: (next: FilterState) => void;
  showAllergens: boolean;
}) {
  const toggle = (key: "allergens" | "categories", name: string, add: boolean) => {
    const next = {
      ...value,
      [key]: add ? [...value[key], name] : value[key].filter((n) => n !== name),
    };
    // The stated-free toggle belongs to a choice of allergens: it goes with the last one.
    onChange(next.allergens.length > 0 ? next : { ...next, statedFreeOnly: false });
  };
  return (
    <fieldset className="menu-filters">
      <legend>Filters</legend>
      {showAllergens && (
        <ChoiceList
          label="Avoid allergens"
          available={choices.allergens}
          selected={value.allergens}
          onAdd={(name) => toggle("allergens", name, true)}
          onRemove={(name) => toggle("allergens", name, false)}
        />
      )}
      {showAllergens && value.allergens.length > 0 && (
        <div className="menu-filter menu-filter--stated">
          <p className="menu-filter__note">{UNSTATED_NOTE}</p>
          <label className="choice">
            <input
              type="checkbox"
              checked={value.statedFreeOnly}
              onChange={(event) => onChange({ ...value, statedFreeOnly: event.target.checked })}
            />{" "}
            Only show dishes stated free of these allergens
          </label>
        </div>
      )}
      <ChoiceList
        label="Dietary categories"
        available={choices.categories}
        selected={value.categories}
        onAdd={(name) => toggle("categories", name, true)}
        onRemove={(name) => toggle("categories", name, false)}
      />
    </fieldset>
  );
}
