import {
  customPlanOptionEntity,
  customPlanOptionsOfSite,
} from "../../../shared/data/entities/custom-plan-option";
import {
  decliningBalanceEntity,
  decliningBalancesOfSite,
} from "../../../shared/data/entities/declining-balance";
import { mealPlanEntity, mealPlansOfSite } from "../../../shared/data/entities/meal-plan";
import { orderFormEntity } from "../../../shared/data/entities/order-form";
import { promoCodeEntity, promoCodesOfSite } from "../../../shared/data/entities/promo-code";
import { schoolTermEntity, schoolTermsOfSite } from "../../../shared/data/entities/school-term";
import { selectionOptionsOfSite } from "../../../shared/data/entities/selection-option";
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
import { getItem, queryAll } from "../store/table";

/** The purchase configuration's access patterns (docs/data-model.md #19, #20). */
export interface PurchaseConfigStore {
  /**
   * Settings, selections, plans, custom plan options, declining balance and promo codes: one
   * round trip. The promo codes come along so that every pricing of a cart checks its applied
   * code against the campus's current ones without a round trip of its own.
   */
  load(siteId: string): Promise<PurchaseConfig>;
  terms(siteId: string): Promise<SchoolTerm[]>;
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
    // Sent together, so the six requests share one round trip.
    const [form, selections, plans, options, balances, promoCodes] = await Promise.all([
      getItem(orderFormEntity.key({ siteId })),
      queryAll(selectionOptionsOfSite(siteId)),
      queryAll(mealPlansOfSite(siteId)),
      queryAll(customPlanOptionsOfSite(siteId)),
      queryAll(decliningBalancesOfSite(siteId)),
      queryAll(promoCodesOfSite(siteId)),
    ]);
    return {
      settings: form ? orderFormEntity.fromItem(form) : orderFormSettingsSchema.parse({}),
      selections: selectionLists(selections),
      mealPlans: plans.map(mealPlanEntity.fromItem),
      customPlanOptions: options.map(customPlanOptionEntity.fromItem),
      decliningBalances: balances.map(decliningBalanceEntity.fromItem),
      promoCodes: promoCodes.map(promoCodeEntity.fromItem),
    };
  },

  async terms(siteId) {
    const items = await queryAll(schoolTermsOfSite(siteId));
    return items.map((item) => schoolTermSchema.parse(schoolTermEntity.fromItem(item)));
  },
};
