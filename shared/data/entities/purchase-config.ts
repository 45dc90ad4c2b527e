import { customPlanOptionSchema, mealPlanSchema } from "../../schemas/meal-plan";
import {
  customerTypeSchema,
  decliningBalanceSettingsSchema,
  orderFormSettingsSchema,
  selectionOptionSchema,
} from "../../schemas/order-form-settings";
import { promoCodeSchema } from "../../schemas/promo-code";
import { schoolTermSchema } from "../../schemas/school-term";
import { defineEntity, type Item, pad4, type QuerySpec, sitePk } from "../entity";

// The purchase configuration a campus onboards, in the site partition (docs/data-model.md
// #19, #20). The sort keys match the onboarding writer (shared/onboarding/plan-purchase.ts);
// every list below is one Query and they are sent together, so the whole configuration costs
// one round trip.

type SiteKey = { siteId: string };
const under = (siteId: string, prefix: string): QuerySpec => ({
  pk: sitePk(siteId),
  sk: { beginsWith: prefix },
});

export const orderFormEntity = defineEntity({
  type: "order_form",
  schema: orderFormSettingsSchema,
  key: ({ siteId }: SiteKey) => ({ pk: sitePk(siteId), sk: "ORDERFORM" }),
});

export const SELECTION_KINDS = ["location", "term", "type", "year"] as const;
export type SelectionKind = (typeof SELECTION_KINDS)[number];

/** A selection option keeps its kind beside the data; a customer type parses as one. */
export const selectionEntity = defineEntity({
  type: "selection",
  schema: customerTypeSchema.or(selectionOptionSchema),
  key: ({
    siteId,
    kind,
    sort,
    id,
  }: SiteKey & { kind: SelectionKind; sort: number; id: string }) => ({
    pk: sitePk(siteId),
    sk: `SELECTION#${kind}#${pad4(sort)}#${id}`,
  }),
});

/** Which of the four lists a stored selection belongs to. */
export const selectionKindOf = (item: Item): SelectionKind | undefined =>
  SELECTION_KINDS.find((kind) => String(item.sk).startsWith(`SELECTION#${kind}#`));

export const schoolTermEntity = defineEntity({
  type: "school_term",
  schema: schoolTermSchema,
  key: ({ siteId, start, id }: SiteKey & { start: string; id: string }) => ({
    pk: sitePk(siteId),
    sk: `TERM#${start}#${id}`,
  }),
});

export const mealPlanEntity = defineEntity({
  type: "meal_plan",
  schema: mealPlanSchema,
  key: ({ siteId, sort, id }: SiteKey & { sort: number; id: string }) => ({
    pk: sitePk(siteId),
    sk: `MEALPLAN#${pad4(sort)}#${id}`,
  }),
});

export const customPlanOptionEntity = defineEntity({
  type: "custom_plan_option",
  schema: customPlanOptionSchema,
  key: ({ siteId, kind, id }: SiteKey & { kind: "swipe" | "db"; id: string }) => ({
    pk: sitePk(siteId),
    sk: `CUSTOMOPT#${kind}#${id}`,
  }),
});

export const decliningBalanceEntity = defineEntity({
  type: "declining_balance",
  schema: decliningBalanceSettingsSchema,
  key: ({ siteId, id }: SiteKey & { id: string }) => ({
    pk: sitePk(siteId),
    sk: `DBSETTINGS#${id}`,
  }),
});

/** Codes are matched case-insensitively: the key holds the code upper-cased. */
export const promoCodeEntity = defineEntity({
  type: "promo_code",
  schema: promoCodeSchema,
  key: ({ siteId, code }: SiteKey & { code: string }) => ({
    pk: sitePk(siteId),
    sk: `PROMO#${code.trim().toUpperCase()}`,
  }),
});

/** One Query per kind; never promo codes, which are looked up one at a time by code. */
export const purchaseConfigQueries = {
  selections: (siteId: string) => under(siteId, "SELECTION#"),
  terms: (siteId: string) => under(siteId, "TERM#"),
  mealPlans: (siteId: string) => under(siteId, "MEALPLAN#"),
  customPlanOptions: (siteId: string) => under(siteId, "CUSTOMOPT#"),
  decliningBalances: (siteId: string) => under(siteId, "DBSETTINGS#"),
};
