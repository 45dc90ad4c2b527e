/** One item to write: its keys, its entity `type`, and its attributes (docs/data-model.md). */
export interface TableItem {
  pk: string;
  sk: string;
  type: string;
  [attribute: string]: unknown;
}

/** The usual shape of a content or configuration item: keys, type, site id and data. */
export const dataItem = (
  keys: { pk: string; sk: string } & Record<string, string>,
  type: string,
  siteId: string,
  data: unknown,
): TableItem => ({ ...keys, type, site_id: siteId, data });

/** Identity of an item in the table. */
export const itemKey = (item: { pk: unknown; sk: unknown }): string =>
  `${String(item.pk)}|${String(item.sk)}`;
