import { newsEntity } from "../../shared/site-content/entities/news";
import { getEntity } from "../platform/table";

/** One GetItem (docs/data-model.md #5); a campus without news answers an empty tile. */
export async function getNewsHtml(siteId: string): Promise<string> {
  return (await getEntity(newsEntity, { siteId }))?.html ?? "";
}
