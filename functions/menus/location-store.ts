import { buildingEntity } from "../../shared/menus/entities/building";
import { buildingsAndLocationsOfSite, locationEntity } from "../../shared/menus/entities/location";
import type { Building } from "../../shared/menus/schemas/building";
import type { Location } from "../../shared/menus/schemas/location";
import { getEntity, putItem, queryAll } from "../platform/table";

export interface SiteLocations {
  locations: Location[];
  buildings: Building[];
}

/** Location access patterns (docs/data-model.md #6, #7). */
export interface LocationStore {
  /** access pattern #6: buildings and locations of a site, one Query over both kinds. */
  listAll(siteId: string): Promise<SiteLocations>;
  /** access pattern #7: one location. */
  getLocation(siteId: string, locationId: string): Promise<Location | undefined>;
  getBuilding(siteId: string, buildingId: string): Promise<Building | undefined>;
  putLocation(siteId: string, location: Location): Promise<void>;
  putBuilding(siteId: string, building: Building): Promise<void>;
}

export const dynamoLocationStore: LocationStore = {
  async listAll(siteId) {
    const result: SiteLocations = { locations: [], buildings: [] };
    for (const item of await queryAll(buildingsAndLocationsOfSite(siteId))) {
      if (item.type === buildingEntity.type) result.buildings.push(buildingEntity.fromItem(item));
      else if (item.type === locationEntity.type)
        result.locations.push(locationEntity.fromItem(item));
    }
    return result;
  },

  getLocation: (siteId, locationId) => getEntity(locationEntity, { siteId, locationId }),

  getBuilding: (siteId, buildingId) => getEntity(buildingEntity, { siteId, buildingId }),

  async putLocation(siteId, location) {
    await putItem(locationEntity.toItem({ siteId, locationId: location.id }, location));
  },

  async putBuilding(siteId, building) {
    await putItem(buildingEntity.toItem({ siteId, buildingId: building.id }, building));
  },
};
