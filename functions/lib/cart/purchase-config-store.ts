import {
  customPlanOptionEntity,
  decliningBalanceEntity,
  mealPlanEntity,
  orderFormEntity,
  promoCodeEntity,
  purchaseConfigQueries,
  schoolTermEntity,
  selectionKindOf,
} from "../../../shared/data/entities/purchase-config";
import type { Item } from "../../../shared/data/entity";
import type { PurchaseConfig } from "../../../shared/domain/money/purchase-config";
import {
  type CustomerType,
  customerTypeSchema,
  orderFormSettingsSchema,
  type SelectionOption,
  selectionOptionSchema,
} from "../../../shared/schemas/order-form-settings";
import type { PromoCode } from "../../../shared/schemas/promo-code";
import type { SchoolTerm } from "../../../shared/schemas/school-term";
import { getItem, queryAll } from "../store/table";

/** The purchase configuration's access patterns (docs/data-model.md #19, #20). */
export interface PurchaseConfigStore {
  /** Settings, selections, plans, custom plan options and declining balance: one round trip. */
  load(siteId: string): Promise<PurchaseConfig>;
  terms(siteId: string): Promise<SchoolTerm[]>;
  /** A code as typed, matched case-insensitively; undefined when the campus has none. */
  promoCode(siteId: string, code: string): Promise<PromoCode | undefined>;
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
    const kind = selectionKindOf(item);
    if (kind === "type") lists.types.push(customerTypeSchema.parse(item.data));
    else if (kind) lists[`${kind}s`].push(selectionOptionSchema.parse(item.data));
  }
  return lists;
}

export const dynamoPurchaseConfigStore: PurchaseConfigStore = {
  async load(siteId) {
    // Sent together, so the five requests share one round trip.
    const [form, selections, plans, options, balances] = await Promise.all([
      getItem(orderFormEntity.key({ siteId })),
      queryAll(purchaseConfigQueries.selections(siteId)),
      queryAll(purchaseConfigQueries.mealPlans(siteId)),
      queryAll(purchaseConfigQueries.customPlanOptions(siteId)),
      queryAll(purchaseConfigQueries.decliningBalances(siteId)),
    ]);
    return {
      settings: form ? orderFormEntity.fromItem(form) : orderFormSettingsSchema.parse({}),
      selections: selectionLists(selections),
      mealPlans: plans.map(mealPlanEntity.fromItem),
      customPlanOptions: options.map(customPlanOptionEntity.fromItem),
      decliningBalances: balances.map(decliningBalanceEntity.fromItem),
    };
  },

  async terms(siteId) {
    return (await queryAll(purchaseConfigQueries.terms(siteId))).map(schoolTermEntity.fromItem);
  },

  async promoCode(siteId, code) {
    if (code.trim() === "") return undefined;
    const item = await getItem(promoCodeEntity.key({ siteId, code }));
    return item ? promoCodeEntity.fromItem(item) : undefined;
  },
};
