import { decliningBalanceSettingsSchema } from "../../schemas/order-form-settings";
import { defineEntity } from "../entity";
import { purchaseConfigKeys } from "./purchase-config";
import { inSitePartition, siteIdAttribute } from "./site-partition";

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
