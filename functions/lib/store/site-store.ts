import { GetCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { DIRECTORY_PK, siteKeys } from "../../../shared/data/keys";
import { type PublicSite, type Site, siteSchema } from "../../../shared/schemas/site";
import { documentClient, tableName } from "../dynamo";

export interface StoredSite {
  site: Site;
  logo_exists: boolean;
}

/** Site access patterns (docs/data-model.md §Sites); each is one GetItem or Query. */
export interface SiteStore {
  getById(siteId: string): Promise<StoredSite | undefined>;
  getBySlug(slug: string): Promise<StoredSite | undefined>;
  listPublished(): Promise<PublicSite[]>;
  put(site: Site, logoExists: boolean, now: Date): Promise<void>;
}

const fromItem = (item: Record<string, unknown>): StoredSite => ({
  site: siteSchema.parse(item.data),
  logo_exists: item.logo_exists === true,
});

export const dynamoSiteStore: SiteStore = {
  async getById(siteId) {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: siteKeys.site(siteId) }),
    );
    return Item ? fromItem(Item) : undefined;
  },

  async getBySlug(slug) {
    const key = siteKeys.bySlug(slug);
    const { Items } = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: "gsi1",
        KeyConditionExpression: "gsi1pk = :pk AND gsi1sk = :sk",
        ExpressionAttributeValues: { ":pk": key.gsi1pk, ":sk": key.gsi1sk },
        Limit: 1,
      }),
    );
    const item = Items?.[0];
    return item ? fromItem(item) : undefined;
  },

  async listPublished() {
    const sites: PublicSite[] = [];
    let cursor: Record<string, unknown> | undefined;
    // The directory is small (one row per campus) but still paged, never scanned.
    do {
      const page = await documentClient().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: "gsi2",
          KeyConditionExpression: "gsi2pk = :pk",
          ExpressionAttributeValues: { ":pk": DIRECTORY_PK },
          ProjectionExpression: "site_id, slug, #name",
          ExpressionAttributeNames: { "#name": "name" },
          ExclusiveStartKey: cursor,
        }),
      );
      for (const item of page.Items ?? []) {
        sites.push({ id: String(item.site_id), slug: String(item.slug), name: String(item.name) });
      }
      cursor = page.LastEvaluatedKey;
    } while (cursor);
    return sites;
  },

  async put(site, logoExists, now) {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...siteKeys.site(site.id),
          ...siteKeys.bySlug(site.slug),
          ...(site.published ? siteKeys.directory(site.name, site.id) : {}),
          type: "site",
          site_id: site.id,
          slug: site.slug,
          name: site.name,
          data: site,
          logo_exists: logoExists,
          updated_at: now.toISOString(),
        },
      }),
    );
  },
};
