import { Icon } from "@/components/icon";
import { STATE_ICONS } from "./allergen-statement";
import { ALLERGEN_ICONS, DIETARY_ICONS, MenuIcon, SODIUM_LABEL } from "./menu-icons";
import { DISCLAIMER } from "./menu-texts";

/**
 * The icon legend and the nutrition disclaimer (requirements: public-browsing §2 Menu page):
 * every mark the menu can show, with its words beside it.
 */
export function MenuLegend({
  sodiumWarning,
  displayAllergens = true,
}: {
  sodiumWarning: boolean;
  displayAllergens?: boolean;
}) {
  return (
    <section className="menu-legend" aria-labelledby="menu-legend-title">
      <h2 id="menu-legend-title">Legend</h2>
      <div className="menu-legend__groups">
        <div>
          <h3 className="menu-legend__group">Dietary</h3>
          <ul className="menu-legend__list">
            {Object.keys(DIETARY_ICONS).map((name) => (
              <li key={name}>
                <MenuIcon kind="dietary" name={name} />
                <span aria-hidden="true">{name}</span>
              </li>
            ))}
            {sodiumWarning && (
              <li>
                <MenuIcon kind="sodium" name={SODIUM_LABEL} />
                <span>2300 mg of sodium or more per serving</span>
              </li>
            )}
          </ul>
        </div>
        {displayAllergens && (
          <div>
            <h3 className="menu-legend__group">Contains</h3>
            <ul className="menu-legend__list">
              {Object.keys(ALLERGEN_ICONS).map((name) => (
                <li key={name}>
                  <MenuIcon kind="allergen" name={name} />
                  <span aria-hidden="true">{name}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {displayAllergens && (
          <div>
            <h3 className="menu-legend__group">Allergen labels</h3>
            <ul className="menu-legend__labels">
              <li className="allergen-state--free">
                <Icon icon={STATE_ICONS.free} size={16} /> Free of: the kitchen stated the dish is
                free of it.
              </li>
              <li className="allergen-state--not_stated">
                <Icon icon={STATE_ICONS.not_stated} size={16} /> Not stated: nobody said, so the
                dish is not guaranteed free of it. A missing mark never means free.
              </li>
              <li>Each dish's Nutritional Info lists every allergen with its label.</li>
            </ul>
          </div>
        )}
      </div>
      <p className="menu-disclaimer">{DISCLAIMER}</p>
    </section>
  );
}
