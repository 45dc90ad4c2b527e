import { Link } from "react-router-dom";
import { useCurrentSite } from "@/lib/current-site";
import { sectionSlugFor } from "@/lib/locations/section-slug";
import { sitePath } from "@/lib/url";
import { useHoursTile } from "../api/use-hours-tile";

/** requirements: public-browsing §8 Tiles. */
export const TILE_FAILED = "We're sorry, something went wrong.";

/**
 * The Hours of Operation home tile (requirements: public-browsing §2 Home page): today's hours of each
 * location and an 'All hours' link to the hours section.
 */
export function HoursTile() {
  const site = useCurrentSite();
  const { data, error } = useHoursTile(site.id);
  const hoursSlug = sectionSlugFor(site.section_list, "hours-of-operation");
  return (
    <section className="tile tile--hours" aria-labelledby="tile-hours-title">
      <h2 id="tile-hours-title">Hours of Operation</h2>
      {error && <p role="alert">{TILE_FAILED}</p>}
      {data && (
        <ul className="tile-list">
          {data.locations.map((location) => (
            <li key={location.id}>
              <span className="tile-list__name">{location.name}</span>{" "}
              <span>{location.today.texts.join(", ")}</span>
            </li>
          ))}
        </ul>
      )}
      {hoursSlug && <Link to={sitePath(site.slug, hoursSlug)}>All hours</Link>}
    </section>
  );
}
