import * as z from "zod";
import { defineEntity, type QuerySpec, sitePk } from "../../platform/data/entity";

const reportsPk = (siteId: string) => `${sitePk(siteId)}#LABELREPORTS`;

type DishKey = { siteId: string; locationId: string; itemId: string };

export const labelReportCountSchema = z.object({
  reports: z.int().min(0),
  location_id: z.string(),
  item_id: z.string(),
  /** The dish's name and the day, period and time of its latest report, for staff. */
  item_name: z.string(),
  last_date: z.string(),
  last_period_id: z.string(),
  last_reported_at: z.string(),
});
export type LabelReportCount = z.infer<typeof labelReportCountSchema>;

/**
 * How many wrong-label reports one dish of one location has had (docs/data-model.md,
 * access pattern #49): `reports` is changed only by `ADD reports :one` inside the report's
 * transaction, so concurrent reports never lose a count. A dish is its item id at its
 * location: menu imports keep an item's id from day to day. One partition per campus holds
 * every dish's count, so staff read them all with one Query; reports are rare, so it is never
 * hot.
 */
export const labelReportCountEntity = defineEntity({
  type: "label_report_count",
  schema: labelReportCountSchema,
  inline: true,
  skPrefix: "DISH#",
  key: ({ siteId, locationId, itemId }: DishKey) => ({
    pk: reportsPk(siteId),
    sk: `DISH#${locationId}#${itemId}`,
  }),
});

/** Every dish of a campus with its report count (for staff), in location and item order. */
export const labelReportsOfSite = (siteId: string): QuerySpec => ({
  pk: reportsPk(siteId),
  sk: { beginsWith: "DISH#" },
});
