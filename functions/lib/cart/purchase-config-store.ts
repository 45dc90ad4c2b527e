import { customPlanOptionEntity } from "../../../shared/data/entities/custom-plan-option";
import { decliningBalanceEntity } from "../../../shared/data/entities/declining-balance";
import { mealPlanEntity } from "../../../shared/data/entities/meal-plan";
import { orderFormEntity } from "../../../shared/data/entities/order-form";
import { promoCodeEntity } from "../../../shared/data/entities/promo-code";
import { purchaseConfigOfSite } from "../../../shared/data/entities/purchase-config";
import { schoolTermEntity } from "../../../shared/data/entities/school-term";
import { selectionOptionEntity } from "../../../shared/data/entities/selection-option";
import type { Item } from "../../../shared/data/entity";
import type { PurchaseConfig } from "../../../shared/domain/money/purchase-config";
import {
  type CustomerType,
  customerTypeSchema,
  orderFormSettingsSchema,
  type SelectionOption,
  selectionOptionSchema,
} from "../../../shared/schemas/order-form-settings";
import { type SchoolTerm, schoolTermSchema } from "../../../shared/schemas/school-term";
import { queryAll } from "../store/table";

/** The purchase configuration with the school terms the order form also lists. */
export type StoredPurchaseConfig = PurchaseConfig & { terms: SchoolTerm[] };

/** The purchase configuration's access pattern (docs/data-model.md #19, #20). */
export interface PurchaseConfigStore {
  /**
   * Settings, terms, selections, plans, custom plan options, declining balance and promo codes:
   * one Query. The promo codes come along so that every pricing of a cart checks its applied
   * code against the campus's current ones without a request of its own.
   */
  load(siteId: string): Promise<StoredPurchaseConfig>;
}

function selectionLists(items: Item[]): PurchaseConfig["selections"] {
  const lists = {
    locations: [] as SelectionOption[],
    terms: [] as SelectionOption[],
    types: [] as CustomerType[],
    years: [] as SelectionOption[],
  };
  // Sort keys keep the campus file's order within each kind.
  for (const item of items) {
    const kind = item.kind;
    if (kind === "type") lists.types.push(customerTypeSchema.parse(item.data));
    else if (kind === "location" || kind === "term" || kind === "year") {
      lists[`${kind}s`].push(selectionOptionSchema.parse(item.data));
    }
  }
  return lists;
}

export const dynamoPurchaseConfigStore: PurchaseConfigStore = {
  async load(siteId) {
    const items = await queryAll(purchaseConfigOfSite(siteId));
    const ofType = (type: string) => items.filter((item) => item.type === type);
    const form = ofType(orderFormEntity.type)[0];
    return {
      settings: form ? orderFormEntity.fromItem(form) : orderFormSettingsSchema.parse({}),
      selections: selectionLists(ofType(selectionOptionEntity.type)),
      mealPlans: ofType(mealPlanEntity.type).map(mealPlanEntity.fromItem),
      customPlanOptions: ofType(customPlanOptionEntity.type).map(customPlanOptionEntity.fromItem),
      decliningBalances: ofType(decliningBalanceEntity.type).map(decliningBalanceEntity.fromItem),
      promoCodes: ofType(promoCodeEntity.type).map(promoCodeEntity.fromItem),
      terms: ofType(schoolTermEntity.type).map((item) =>
        schoolTermSchema.parse(schoolTermEntity.fromItem(item)),
      ),
    };
  },
};
