import { sortAllergens } from "@shared/domain/content/allergens";
import { conceptNutrients, hasSodiumWarning } from "@shared/domain/menus/nutrition";
import type { MenuItem } from "@shared/schemas/menu";
import { useEffect, useRef } from "react";
import { buttonClassName } from "@/components/button-style";
import { SODIUM_WARNING } from "./menu-texts";

interface Props {
  item: MenuItem | null;
  concept: boolean;
  displayAllergens: boolean;
  sodiumWarning: boolean;
  onClose: () => void;
}

/**
 * The nutrition dialog (requirements: public-browsing §2 Menu page): a native modal dialog, so focus is
 * held inside and Escape closes it. Webtrition items list every nutrient, allergens (when the
 * site displays them) and ingredients; concept items list the spec's fixed nutrient set.
 */
export function NutritionDialog({
  item,
  concept,
  displayAllergens,
  sodiumWarning,
  onClose,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (item && dialog && !dialog.open) dialog.showModal();
    if (!item && dialog?.open) dialog.close();
  }, [item]);
  const nutrients = item ? (concept ? conceptNutrients(item.nutrients) : item.nutrients) : [];
  const allergens = item
    ? sortAllergens([
        ...item.filters.filter((f) => f.type === "allergen").map((f) => f.name),
        ...item.custom_allergens,
      ])
    : [];
  return (
    <dialog
      ref={ref}
      className="nutrition-dialog"
      aria-labelledby="nutrition-title"
      onClose={onClose}
    >
      {item && (
        <>
          <h2 id="nutrition-title">{item.name}</h2>
          {item.portion && <p>Serving size: {item.portion}</p>}
          {sodiumWarning && hasSodiumWarning(item) && (
            <p className="sodium-warning">{SODIUM_WARNING}</p>
          )}
          <h3>Nutrients</h3>
          <dl className="nutrients">
            {nutrients.map((nutrient) => (
              <div key={nutrient.name} className="nutrients__row">
                <dt>{nutrient.name}</dt>
                <dd>
                  {nutrient.value}
                  {nutrient.uom ? ` ${nutrient.uom}` : ""}
                </dd>
              </div>
            ))}
          </dl>
          {!concept && displayAllergens && allergens.length > 0 && (
            <>
              <h3>Allergens</h3>
              <p>{allergens.join(", ")}</p>
            </>
          )}
          {!concept && item.ingredients && (
            <>
              <h3>Ingredients</h3>
              <p>{item.ingredients}</p>
            </>
          )}
          <form method="dialog">
            <button type="submit" className={buttonClassName({ variant: "secondary" })}>
              Close
            </button>
          </form>
        </>
      )}
    </dialog>
  );
}
