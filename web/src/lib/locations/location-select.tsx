import { groupByBuilding } from "@shared/menus/location-rules";
import { useId } from "react";
import type { LocationList } from "./use-locations";

/** requirements: public-browsing §2 Menu page: the dropdown's placeholder. */
export const SELECT_A_LOCATION = "Select a location";

/**
 * The location dropdown grouped by building (requirements: public-browsing §2 Menu page, Campus map):
 * a native select with one optgroup per building and the locations outside buildings after
 * a divider. Native, so it works with every screen reader and costs no script.
 */
export function LocationSelect({
  data,
  value,
  onChange,
  label = "Location",
}: {
  data: LocationList;
  value: string | null;
  onChange: (locationId: string) => void;
  label?: string;
}) {
  const id = useId();
  const groups = groupByBuilding(data.locations, data.buildings ?? []);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ""} onChange={(event) => onChange(event.target.value)}>
        <option value="" disabled>
          {SELECT_A_LOCATION}
        </option>
        {groups.map((group) =>
          group.building ? (
            <optgroup key={group.building.id} label={group.building.name}>
              {group.locations.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </optgroup>
          ) : (
            [
              <hr key="divider" />,
              ...group.locations.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              )),
            ]
          ),
        )}
      </select>
    </div>
  );
}

/** Locations in dropdown order; the first is the default selection. */
export function orderedLocations<T extends LocationList>(data: T): T["locations"] {
  return groupByBuilding(data.locations, data.buildings ?? []).flatMap((g) => g.locations);
}
