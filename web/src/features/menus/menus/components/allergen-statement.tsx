import {
  ALLERGEN_STATE_TEXT,
  type AllergenState,
  allergenLabels,
  type LabelledItem,
} from "@shared/menus/allergen-labels";
import { CircleAlert, CircleCheck, CircleHelp, type LucideIcon } from "lucide-react";
import { Icon } from "@/components/icon";

/** One pictogram per label state; the state's words are always beside it. */
export const STATE_ICONS: Record<AllergenState, LucideIcon> = {
  contains: CircleAlert,
  free: CircleCheck,
  not_stated: CircleHelp,
};

/**
 * A dish's allergen label in its nutrition dialog (docs/decisions/allergen-labels.md): every
 * allergen of the site in display order, each "Contains", "Free of" or "Not stated", in words.
 */
export function AllergenStatement({
  item,
  labelledBy,
}: {
  item: LabelledItem;
  labelledBy: string;
}) {
  return (
    <table className="allergen-statement" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">Allergen</th>
          <th scope="col">Label</th>
        </tr>
      </thead>
      <tbody>
        {allergenLabels(item).map(({ name, state }) => (
          <tr key={name} className={`allergen-state allergen-state--${state}`}>
            <th scope="row">{name}</th>
            <td>
              <Icon icon={STATE_ICONS[state]} size={16} /> {ALLERGEN_STATE_TEXT[state]}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The words of a row's chip: what the label says about one allergen, or about them all. */
export const chipText = (state: AllergenState, name: string | null): string => {
  if (name === null) return "Allergens not fully stated";
  return state === "free"
    ? `Free of ${name}`
    : `${name}: ${ALLERGEN_STATE_TEXT[state].toLowerCase()}`;
};

/**
 * A chip in a menu row (visible text, decorative pictogram): "Free of Peanuts", "Peanuts: not
 * stated", or with no name "Allergens not fully stated".
 */
export function AllergenChip({
  state,
  name = null,
}: {
  state: AllergenState;
  name?: string | null;
}) {
  return (
    <span className={`allergen-chip allergen-state--${state}`}>
      <Icon icon={STATE_ICONS[state]} size={14} />
      {chipText(state, name)}
    </span>
  );
}
