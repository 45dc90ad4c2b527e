import type { Site } from "@shared/site-content/schemas/site";
import useSWR from "swr";
import { type ApiError, apiKey, type OutputOf } from "@/lib/api-client";
import { listMenuPeriods } from "@/lib/api-routes/menus/list-menu-periods";
import type { LocationItem } from "@/lib/locations/use-locations";
import { MenuJsonLd } from "./json-ld";

/**
 * The menu page's schema.org data (docs/open-data.md): reads the day's periods under the very
 * SWR key the menu itself uses (features/menus), so it adds no request; it renders once the menu
 * is in, with the first period's dishes and the other periods by name. Legacy HTML menus and
 * closed days carry no structured menu.
 */
export function MenuPageJsonLd({
  site,
  location,
  date,
}: {
  site: Site;
  location: LocationItem;
  date: string;
}) {
  const { data } = useSWR<OutputOf<typeof listMenuPeriods>, ApiError>(
    site.legacy_menus
      ? null
      : apiKey(listMenuPeriods, { site_id: site.id, location_id: location.id, date, platform: 0 }),
    { revalidateOnFocus: false },
  );
  if (!data || data.closed) return null;
  const loaded = data.menu.period;
  const periods = data.periods.map((period) =>
    loaded && loaded.id === period.id
      ? loaded
      : { name: period.name, sort_order: period.sort_order },
  );
  return <MenuJsonLd site={site} location={location} date={date} periods={periods} />;
}
