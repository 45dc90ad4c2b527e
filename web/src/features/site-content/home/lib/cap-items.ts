/** requirements: public-browsing §2: 'More items' appears when there are 10 or more items. */
export const MORE_ITEMS_AT = 10;

interface Station {
  id: string;
  name: string;
  items: { id: string; name: string }[];
}
interface MenuLocation {
  id: string;
  name: string;
  periods: { id: string; name: string; stations: Station[] }[];
}

/**
 * Counts today's items and keeps the first nine for the tile (the menu page has the rest),
 * dropping stations, periods and locations left empty.
 */
export function capItems<L extends MenuLocation>(
  locations: readonly L[],
  shown = MORE_ITEMS_AT - 1,
) {
  let total = 0;
  let left = shown;
  const kept = locations.flatMap((location) => {
    const periods = location.periods.flatMap((period) => {
      const stations = period.stations.flatMap((station) => {
        total += station.items.length;
        const items = station.items.slice(0, Math.max(left, 0));
        left -= items.length;
        return items.length > 0 ? [{ ...station, items }] : [];
      });
      return stations.length > 0 ? [{ ...period, stations }] : [];
    });
    return periods.length > 0 ? [{ ...location, periods }] : [];
  });
  return { locations: kept, total };
}
