import { conceptNutrients, hasSodiumWarning } from "@shared/menus/nutrition";
import type { MenuItem } from "@shared/menus/schemas/menu";
import { Suspense, useEffect, useRef, useState } from "react";
import { buttonClassName } from "@/components/button-style";
import { lazyNamed } from "@/lib/lazy-named";
import { AllergenStatement } from "./allergen-statement";
import type { ReportedDish } from "./label-report-form";
import { SODIUM_WARNING } from "./menu-texts";

// The report form brings the ALTCHA widget: loaded when a visitor opens it, never with the menu.
const LabelReportForm = lazyNamed(() => import("./label-report-form"), "LabelReportForm");

interface Props {
  item: MenuItem | null;
  concept: boolean;
  displayAllergens: boolean;
  sodiumWarning: boolean;
  /** Where the dish is served, when the campus takes wrong-label reports; else null. */
  report: Omit<ReportedDish, "itemId"> | null;
  onClose: () => void;
}

/**
 * The nutrition dialog (requirements: public-browsing §2 Menu page): a native modal dialog, so focus is
 * held inside and Escape closes it. Webtrition items list every nutrient and ingredients;
 * concept items list the spec's fixed nutrient set. Both show the allergen label (when the site
 * displays allergens) with all three states, and the "Report a wrong label" action when the
 * campus has a dietitian (docs/decisions/allergen-labels.md).
 */
export function NutritionDialog({
  item,
  concept,
  displayAllergens,
  sodiumWarning,
  report,
  onClose,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [reporting, setReporting] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (item && dialog && !dialog.open) dialog.showModal();
    if (!item && dialog?.open) dialog.close();
    // Another dish opens with its report form closed.
    if (item) setReporting(false);
  }, [item]);
  const nutrients = item ? (concept ? conceptNutrients(item.nutrients) : item.nutrients) : [];
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
          {displayAllergens && (
            <>
              <h3 id="allergens-title">Allergens</h3>
              <AllergenStatement item={item} labelledBy="allergens-title" />
              <p className="allergen-statement__note">
                "Free of" means the kitchen stated it. "Not stated" means nobody said: the dish is
                not guaranteed free of that allergen.
              </p>
            </>
          )}
          {!concept && item.ingredients && (
            <>
              <h3>Ingredients</h3>
              <p>{item.ingredients}</p>
            </>
          )}
          {report && (
            <div className="label-report__action">
              <button
                type="button"
                className={buttonClassName({ variant: "secondary", size: "sm" })}
                aria-expanded={reporting}
                onClick={() => setReporting((open) => !open)}
              >
                Report a wrong label
              </button>
              {reporting && (
                <Suspense fallback={<p role="status">Loading the form…</p>}>
                  <LabelReportForm
                    key={item.id}
                    dish={{ ...report, itemId: item.id }}
                    itemName={item.name}
                  />
                </Suspense>
              )}
            </div>
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
