import { orderFormSettingsSchema } from "../../schemas/order-form-settings";
import { defineEntity, KEY_END, type QuerySpec, sitePk } from "../entity";
import { mealPlanEntity } from "./meal-plan";
import { schoolTermEntity } from "./school-term";
import { inSitePartition, siteIdAttribute } from "./site-partition";

/** The order form's settings, one item in the site partition. */
export const orderFormEntity = defineEntity({
  type: "order_form",
  schema: orderFormSettingsSchema,
  skPrefix: "ORDERFORM",
  key: ({ siteId }: { siteId: string }) => inSitePartition(siteId, "ORDERFORM"),
  attributes: siteIdAttribute,
});

/**
 * docs/data-model.md #19 in one Query: meal plans, the order form item and terms all sort
 * between the meal-plan prefix and the end of the term prefix; the type filter keeps the three.
 */
export const orderFormOfSite = (siteId: string): QuerySpec => ({
  pk: sitePk(siteId),
  sk: { between: [mealPlanEntity.skPrefix, `${schoolTermEntity.skPrefix}${KEY_END}`] },
  types: [mealPlanEntity.type, schoolTermEntity.type, orderFormEntity.type],
});
