import { defineEntity } from "../../platform/data/entity";
import { inSitePartition, siteIdAttribute } from "../../platform/entities/site-partition";
import { customPlanOptionSchema } from "../schemas/meal-plan";
import { purchaseConfigKeys } from "./purchase-config";

type CustomOptionKey = { siteId: string; kind: "swipe" | "db"; optionId: string };

const customPlanOptionKey = ({ siteId, kind, optionId }: CustomOptionKey) =>
  inSitePartition(siteId, `CUSTOMOPT#${kind}#${optionId}`);

/** A custom plan option, swipes and declining balance listed apart. */
export const customPlanOptionEntity = defineEntity({
  type: "custom_plan_option",
  schema: customPlanOptionSchema,
  skPrefix: "CUSTOMOPT#",
  key: customPlanOptionKey,
  indexes: (k) => purchaseConfigKeys(k.siteId, customPlanOptionKey(k)),
  attributes: siteIdAttribute,
});
