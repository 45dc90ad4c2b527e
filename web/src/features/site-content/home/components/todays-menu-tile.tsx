import type { Site } from "@shared/site-content/schemas/site";
import { Link } from "react-router-dom";
import { sectionSlugFor } from "@/lib/content/site-files";
import { sitePath } from "@/lib/url";
import type { HomeTiles } from "../api/use-home-tiles";
import { capItems, MORE_ITEMS_AT } from "../lib/cap-items";

/**
 * Today's Menu (requirements: public-browsing §2 Home page): locations > periods > stations > items, with a
 * 'More items' link to the menu page once there are 10 or more items.
 */
export function TodaysMenuTile({ site, menu }: { site: Site; menu: HomeTiles["todays_menu"] }) {
  const menuSlug = sectionSlugFor(site.section_list, "whats-on-the-menu");
  const { locations, total } = capItems(menu.locations);
  return (
    <section className="tile tile--todays_menu" aria-labelledby="tile-todays_menu-title">
      <h2 id="tile-todays_menu-title">Today's Menu</h2>
      {locations.length === 0 ? <p>No menus today.</p> : null}
      {locations.map((location) => (
        <div key={location.id} className="tile-menu">
          <h3>{location.name}</h3>
          {location.periods.map((period) => (
            <div key={period.id}>
              <h4>{period.name}</h4>
              {period.stations.map((station) => (
                <div key={station.id}>
                  <h5>{station.name}</h5>
                  <ul className="tile-list">
                    {station.items.map((item) => (
                      <li key={item.id}>{item.name}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          ))}
        </div>
      ))}
      {total >= MORE_ITEMS_AT && menuSlug ? (
        <Link to={sitePath(site.slug, menuSlug)}>More items</Link>
      ) : null}
    </section>
  );
}
