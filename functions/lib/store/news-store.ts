import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { contentKeys } from "../../../shared/data/keys";
import { documentClient, tableName } from "../dynamo";

/** The news HTML of a stored item; a campus without news answers an empty tile. */
export const newsHtml = (item: Record<string, unknown> | undefined): string => {
  const data = item?.data as { html?: unknown } | undefined;
  return typeof data?.html === "string" ? data.html : "";
};

/** One GetItem (docs/data-model.md #5). */
export async function getNewsHtml(siteId: string): Promise<string> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: contentKeys.news(siteId) }),
  );
  return newsHtml(Item);
}
