import { defineEntity } from "../../platform/data/entity";
import { inSitePartition, siteIdAttribute } from "../../platform/entities/site-partition";
import { decliningBalanceSettingsSchema } from "../../visitor-forms/schemas/order-form-settings";
import { purchaseConfigKeys } from "./purchase-config";

const decliningBalanceKey = ({ siteId, settingsId }: { siteId: string; settingsId: string }) =>
  inSitePartition(siteId, `DBSETTINGS#${settingsId}`);

/** Declining balance settings (discounts and bonuses), by id. */
export const decliningBalanceEntity = defineEntity({
  type: "declining_balance",
  schema: decliningBalanceSettingsSchema,
  skPrefix: "DBSETTINGS#",
  key: decliningBalanceKey,
  indexes: (k) => purchaseConfigKeys(k.siteId, decliningBalanceKey(k)),
  attributes: siteIdAttribute,
});
