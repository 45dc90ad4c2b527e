import { decliningBalanceSettingsSchema } from "../../schemas/order-form-settings";
import { defineEntity } from "../entity";
import { inSitePartition, kindInSite, siteIdAttribute } from "./site-partition";

/** Declining balance settings (discounts and bonuses), by id. */
export const decliningBalanceEntity = defineEntity({
  type: "declining_balance",
  schema: decliningBalanceSettingsSchema,
  skPrefix: "DBSETTINGS#",
  key: ({ siteId, settingsId }: { siteId: string; settingsId: string }) =>
    inSitePartition(siteId, `DBSETTINGS#${settingsId}`),
  attributes: siteIdAttribute,
});

export const decliningBalancesOfSite = (siteId: string) =>
  kindInSite(siteId, decliningBalanceEntity.skPrefix);
