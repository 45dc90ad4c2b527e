import type { Item } from "../../shared/platform/data/entity";
import {
  publishedSiteDirectory,
  siteBySlug,
  siteEntity,
  siteExtrasSchema,
  siteItem,
} from "../../shared/site-content/entities/site";
import type { PublicSite, Site } from "../../shared/site-content/schemas/site";
import { findOne, getItem, putItem, queryAll } from "./table";

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

const fromItem = (item: Item): StoredSite => ({
  site: siteEntity.fromItem(item),
  logo_exists: siteExtrasSchema.parse(item).logo_exists,
});

export const dynamoSiteStore: SiteStore = {
  async getById(siteId) {
    const item = await getItem(siteEntity.key({ siteId }));
    return item ? fromItem(item) : undefined;
  },

  async getBySlug(slug) {
    const item = await findOne(siteBySlug(slug));
    return item ? fromItem(item) : undefined;
  },

  // The directory is small (one row per campus) but still paged, never scanned. Its index
  // projects the whole item, so each row also carries the colours and logo the campus list shows.
  async listPublished() {
    const items = await queryAll(publishedSiteDirectory());
    return items.map((item) => {
      const { site, logo_exists } = fromItem(item);
      const { id, slug, name, brand_color, text_color, site_logo } = site;
      return { id, slug, name, brand_color, text_color, site_logo: logo_exists ? site_logo : null };
    });
  },

  async put(site, logoExists, now) {
    await putItem(siteItem(site, logoExists, now));
  },
};
