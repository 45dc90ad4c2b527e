import { format } from "date-fns";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { FailedState, LoadingState } from "@/components/load-state";
import { useCurrentSite } from "@/lib/current-site";
import { campusToday } from "@/lib/locations/campus-today";
import { LocationSelect, orderedLocations } from "@/lib/locations/location-select";
import { useLocations } from "@/lib/locations/use-locations";
import { MenuPageJsonLd } from "@/lib/open-data/menu-json-ld";
import { SectionPage } from "@/lib/section-page";
import { DayMenu } from "../components/day-menu";
import { type FilterState, NO_FILTERS } from "../components/menu-filters";
import { MenuLegend } from "../components/menu-legend";
import { MenuSearch } from "../components/menu-search";
import { MENUS_FAILED, MENUS_LOADING, MENUS_NOTICE } from "../components/menu-texts";

/** "Monday, March 9": the date input's reading (requirements: public-browsing §2 Menu page). */
const longDate = (ymd: string) => format(new Date(`${ymd}T12:00:00`), "EEEE, MMMM d");

/** /:site/whats-on-the-menu ('What's on the Menu', requirements: public-browsing §2 Menu page). */
export function Component() {
  const site = useCurrentSite();
  const { section = "whats-on-the-menu" } = useParams();
  const locations = useLocations(site.id, "for_menus");
  const [picked, setPicked] = useState<string | null>(null);
  const [date, setDate] = useState(() => campusToday(site.time_zone));
  const [filters, setFilters] = useState<FilterState>(NO_FILTERS);
  const ordered = locations.data ? orderedLocations(locations.data) : [];
  const location = ordered.find((l) => l.id === picked) ?? ordered[0] ?? null;
  const chooseLocation = (id: string) => {
    setPicked(id);
    // Changing the location resets chosen allergens and categories (requirements: public-browsing §2 Menu page).
    setFilters(NO_FILTERS);
  };
  const legend = (
    <MenuLegend sodiumWarning={site.sodium_warning} displayAllergens={site.display_allergens} />
  );
  return (
    <SectionPage slug={section}>
      <div className="menu-page">
        {locations.error && <FailedState>{MENUS_FAILED}</FailedState>}
        {!locations.data && !locations.error && <LoadingState>{MENUS_LOADING}</LoadingState>}
        {locations.data && (
          <div className="menu-controls">
            <LocationSelect
              data={locations.data}
              value={location?.id ?? null}
              onChange={chooseLocation}
            />
            <div className="field">
              <label htmlFor="menu-date">Date</label>
              <input
                id="menu-date"
                type="date"
                value={date}
                onChange={(event) => event.target.value && setDate(event.target.value)}
              />
              <span className="field__hint">{longDate(date)}</span>
            </div>
          </div>
        )}
        {location?.description && <p className="location-description">{location.description}</p>}
        {location &&
          location.type === "concept" &&
          location.brands.some((b) => b.nutrition_url) && (
            <ul className="brand-links" aria-label="Brand nutrition">
              {location.brands.map((brand) =>
                brand.nutrition_url ? (
                  <li key={brand.id}>
                    <a href={brand.nutrition_url} target="_blank" rel="noreferrer">
                      {brand.name} nutrition
                    </a>
                  </li>
                ) : null,
              )}
            </ul>
          )}
        {/* Below the loading state only once locations are in: it would be pushed down. */}
        {locations.data && <p className="menu-notice">{MENUS_NOTICE}</p>}
        {location && site.webtrition_search && location.type === "webtrition" && (
          <MenuSearch
            key={`search|${location.id}|${date}`}
            siteId={site.id}
            locationId={location.id}
            onSeeMenu={setDate}
          />
        )}
        {location && (
          <DayMenu
            key={`menu|${location.id}|${date}`}
            site={site}
            location={location}
            date={date}
            filters={filters}
            onFilters={setFilters}
            after={legend}
          />
        )}
        {!location && (locations.data || locations.error) && legend}
        {location && <MenuPageJsonLd site={site} location={location} date={date} />}
      </div>
    </SectionPage>
  );
}
