import { BatchGetCommand, GetCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { contentKeys, siteKeys } from "../../../shared/data/keys";
import { type Building, buildingSchema } from "../../../shared/schemas/building";
import { type Location, locationSchema } from "../../../shared/schemas/location";
import { type Site, siteSchema } from "../../../shared/schemas/site";
import { documentClient, tableName } from "../dynamo";

export interface SiteLocations {
  locations: Location[];
  buildings: Building[];
}

/**
 * Location access patterns (docs/data-model.md #6, #7). Reads that also need the site take it
 * in the same round trip (BatchGetItem), so a request stays within two.
 */
export interface LocationStore {
  /** #6: buildings and locations of a site, one Query over `BUILDING#`..`LOCATION#~`. */
  listAll(siteId: string): Promise<SiteLocations>;
  /** The site and one location in one BatchGetItem. */
  getSiteAndLocation(
    siteId: string,
    locationId: string,
  ): Promise<{ site: Site | undefined; location: Location | undefined }>;
  getBuilding(siteId: string, buildingId: string): Promise<Building | undefined>;
  putLocation(siteId: string, location: Location): Promise<void>;
  putBuilding(siteId: string, building: Building): Promise<void>;
}

export const dynamoLocationStore: LocationStore = {
  async listAll(siteId) {
    const result: SiteLocations = { locations: [], buildings: [] };
    let cursor: Record<string, unknown> | undefined;
    // One partition range; pages only past 1 MB, which a campus does not reach.
    do {
      const page = await documentClient().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
          ExpressionAttributeValues: {
            ":pk": contentKeys.partition(siteId),
            ":from": "BUILDING#",
            ":to": "LOCATION#~",
          },
          ExclusiveStartKey: cursor,
        }),
      );
      for (const item of page.Items ?? []) {
        const sk = String(item.sk);
        if (sk.startsWith("BUILDING#")) result.buildings.push(buildingSchema.parse(item.data));
        else if (sk.startsWith("LOCATION#")) result.locations.push(locationSchema.parse(item.data));
      }
      cursor = page.LastEvaluatedKey;
    } while (cursor);
    return result;
  },

  async getSiteAndLocation(siteId, locationId) {
    const siteKey = siteKeys.site(siteId);
    const locationKey = contentKeys.location(siteId, locationId);
    const { Responses } = await documentClient().send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: [siteKey, locationKey] } } }),
    );
    const items = Responses?.[tableName()] ?? [];
    const siteItem = items.find((item) => item.sk === siteKey.sk);
    const locationItem = items.find((item) => item.sk === locationKey.sk);
    return {
      site: siteItem ? siteSchema.parse(siteItem.data) : undefined,
      location: locationItem ? locationSchema.parse(locationItem.data) : undefined,
    };
  },

  async getBuilding(siteId, buildingId) {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: contentKeys.building(siteId, buildingId) }),
    );
    return Item ? buildingSchema.parse(Item.data) : undefined;
  },

  async putLocation(siteId, location) {
    await put(contentKeys.location(siteId, location.id), "location", siteId, location);
  },

  async putBuilding(siteId, building) {
    await put(contentKeys.building(siteId, building.id), "building", siteId, building);
  },
};

async function put(key: { pk: string; sk: string }, type: string, siteId: string, data: unknown) {
  await documentClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...key, type, site_id: siteId, data } }),
  );
}
