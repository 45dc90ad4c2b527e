import { useState } from "react";
import { buttonClassName } from "@/components/button-style";
import { useCurrentSite } from "@/lib/current-site";
import { useLocationStatus } from "../api/use-location-status";

const TILE_FAILED = "We're sorry, something went wrong.";
const NOTHING_OPEN = "Nothing is open right now.";
const SHOW_ALL = "Show all locations";
const SHOW_OPEN = "Show open locations only";

/**
 * The What's Open? home tile (requirements: public-browsing §2 Home page): toggles between open locations
 * only and all locations, each with its status badge and message computed on the server now.
 * The button names what it will show next; with nothing open it says so and offers all
 * locations (docs/decisions/public-site.md).
 */
export function WhatsOpenTile() {
  const site = useCurrentSite();
  const [openOnly, setOpenOnly] = useState(true);
  const { data, error } = useLocationStatus(site.id);
  const shown = data?.locations.filter((location) => !openOnly || location.open) ?? [];
  return (
    <section className="tile tile--whats-open" aria-labelledby="tile-open-title">
      <h2 id="tile-open-title">What's Open?</h2>
      <button
        type="button"
        className={buttonClassName({ variant: "secondary", size: "sm" })}
        aria-controls="tile-open-list"
        onClick={() => setOpenOnly(!openOnly)}
      >
        {openOnly ? SHOW_ALL : SHOW_OPEN}
      </button>
      {error && <p role="alert">{TILE_FAILED}</p>}
      <div id="tile-open-list" aria-live="polite">
        {data && shown.length === 0 && (
          <p className="tile__empty">
            {openOnly && data.locations.length > 0 ? NOTHING_OPEN : "No locations to show."}
          </p>
        )}
        {data && shown.length > 0 && (
          <ul className="tile-list">
            {shown.map((location) => (
              <li key={location.id}>
                <span className="tile-list__name">{location.name}</span>{" "}
                <span className={`badge badge--${location.status.color}`}>
                  {location.status.label}
                </span>{" "}
                <span>{location.status.message}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
