import type { Item } from "../../shared/platform/data/entity";
import { customPlanOptionEntity } from "../../shared/purchase/entities/custom-plan-option";
import { decliningBalanceEntity } from "../../shared/purchase/entities/declining-balance";
import { mealPlanEntity } from "../../shared/purchase/entities/meal-plan";
import { promoCodeEntity } from "../../shared/purchase/entities/promo-code";
import { purchaseConfigOfSite } from "../../shared/purchase/entities/purchase-config";
import { schoolTermEntity } from "../../shared/purchase/entities/school-term";
import { selectionOptionEntity } from "../../shared/purchase/entities/selection-option";
import type { PurchaseConfig } from "../../shared/purchase/purchase-config";
import { type SchoolTerm, schoolTermSchema } from "../../shared/purchase/schemas/school-term";
import { orderFormEntity } from "../../shared/visitor-forms/entities/order-form";
import {
  type CustomerType,
  customerTypeSchema,
  orderFormSettingsSchema,
  type SelectionOption,
  selectionOptionSchema,
} from "../../shared/visitor-forms/schemas/order-form-settings";
import { queryAll } from "../platform/table";

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
