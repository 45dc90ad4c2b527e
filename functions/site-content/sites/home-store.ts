import { locationEntity } from "../../../shared/menus/entities/location";
import { homeMenuEntity, type MenuNames } from "../../../shared/menus/entities/menu";
import type { Location } from "../../../shared/menus/schemas/location";
import type { Item } from "../../../shared/platform/data/entity";
import { eventEntity } from "../../../shared/site-content/entities/event";
import { homeOfSite, todaysMenusOfSite } from "../../../shared/site-content/entities/home";
import { newsEntity } from "../../../shared/site-content/entities/news";
import type { Event } from "../../../shared/site-content/schemas/event";
import { queryAll } from "../../platform/table";

/** What the campus home's projection holds (docs/data-model.md #11). */
export interface HomeContent {
  locations: Location[];
  /** The news tile's HTML; empty when the campus has none. */
  newsHtml: string;
  /** Published events not yet ended, in the index's order (by end). */
  events: Event[];
  /** Each location's Today's Menu tile, by date and then location id. */
  menus: Map<string, Map<string, MenuNames>>;
}

function toContent(items: readonly Item[]): HomeContent {
  const content: HomeContent = { locations: [], newsHtml: "", events: [], menus: new Map() };
  for (const item of items) {
    if (item.type === locationEntity.type) content.locations.push(locationEntity.fromItem(item));
    else if (item.type === newsEntity.type) content.newsHtml = newsEntity.fromItem(item).html;
    else if (item.type === eventEntity.type) content.events.push(eventEntity.fromItem(item));
    else if (item.type === homeMenuEntity.type) {
      const date = String(item.date);
      const ofDate = content.menus.get(date) ?? new Map<string, MenuNames>();
      ofDate.set(String(item.location_id), homeMenuEntity.fromItem(item).periods);
      content.menus.set(date, ofDate);
    }
  }
  return content;
}

/** access pattern #11: everything the home tiles read but the site and the surveys, one Query. */
export async function readHome(siteId: string, now: Date): Promise<HomeContent> {
  return toContent(await queryAll(homeOfSite(siteId, now)));
}

/** access pattern #11 without the events: the locations and their Today's Menu tiles. */
export async function readTodaysMenus(siteId: string, now: Date): Promise<HomeContent> {
  return toContent(await queryAll(todaysMenusOfSite(siteId, now)));
}
