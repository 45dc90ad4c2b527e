import { DISCLAIMER } from "./menu-texts";

/** The icon legend and the nutrition disclaimer (requirements: public-browsing §2 Menu page). */
export function MenuLegend({ sodiumWarning }: { sodiumWarning: boolean }) {
  return (
    <section className="menu-legend" aria-labelledby="menu-legend-title">
      <h2 id="menu-legend-title">Legend</h2>
      <dl>
        <div>
          <dt className="menu-icon">VG</dt>
          <dd>Vegan</dd>
        </div>
        <div>
          <dt className="menu-icon">V</dt>
          <dd>Vegetarian</dd>
        </div>
        <div>
          <dt className="menu-icon">AG</dt>
          <dd>Avoiding Gluten</dd>
        </div>
        {sodiumWarning && (
          <div>
            <dt className="menu-icon menu-icon--sodium">Na</dt>
            <dd>2300 mg of sodium or more per serving</dd>
          </div>
        )}
      </dl>
      <p className="menu-disclaimer">{DISCLAIMER}</p>
    </section>
  );
}
