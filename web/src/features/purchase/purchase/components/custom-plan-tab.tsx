import { formatCents } from "@shared/platform/money/format";
import { customPlanBonus, customPlanDiscountPercent } from "@shared/purchase/custom-plan";
import type { CustomPlanOption } from "@shared/purchase/schemas/meal-plan";
import type { OrderFormSettings } from "@shared/visitor-forms/schemas/order-form-settings";
import { useState } from "react";
import { Button } from "@/components/button";
import { Notice } from "@/components/notice";
import { SelectField } from "@/components/select-field";
import { LazySafeHtml } from "@/lib/content/lazy-safe-html";
import { useAction } from "./use-action";

interface CustomPlanTabProps {
  siteId: string;
  options: readonly CustomPlanOption[];
  settings: Pick<OrderFormSettings, "custom_meal_plan_as" | "custom_meal_plan_msg">;
  onAdd: (swipeId: string, dbId: string) => Promise<unknown>;
}

/** What the declining-balance part is worth: a percent off or bonus dollars (requirements: purchases §4, §9). */
export function dbOptionLabel(
  option: CustomPlanOption,
  as: OrderFormSettings["custom_meal_plan_as"],
) {
  const extra =
    as === "discount"
      ? `${customPlanDiscountPercent(option.value, option.price)}% off`
      : `${formatCents(customPlanBonus(option.value, option.price))} bonus`;
  return `${formatCents(option.value)} for ${formatCents(option.price)} (${extra})`;
}

/** Custom plan: one swipe option and one declining-balance option from their pickers. */
export function CustomPlanTab({ siteId, options, settings, onAdd }: CustomPlanTabProps) {
  const [swipeId, setSwipeId] = useState("");
  const [dbId, setDbId] = useState("");
  const { error, run } = useAction();
  const swipes = options.filter((option) => option.type === "swipe");
  const dbs = options.filter((option) => option.type === "db");
  return (
    <div className="purchase-tab">
      {settings.custom_meal_plan_msg ? (
        <LazySafeHtml
          html={settings.custom_meal_plan_msg}
          siteId={siteId}
          className="purchase-tab__message"
        />
      ) : null}
      <div className="purchase-form-row">
        <SelectField
          label="Meal swipes"
          placeholder="Select one"
          options={swipes.map((o) => ({
            id: o.id,
            label: `${o.value} swipes for ${formatCents(o.price)}`,
          }))}
          value={swipeId}
          onChange={setSwipeId}
        />
        <SelectField
          label="Declining balance"
          placeholder="Select one"
          options={dbs.map((o) => ({
            id: o.id,
            label: dbOptionLabel(o, settings.custom_meal_plan_as),
          }))}
          value={dbId}
          onChange={setDbId}
        />
        <Button isDisabled={!swipeId || !dbId} onPress={() => run(() => onAdd(swipeId, dbId))}>
          Add custom plan to cart
        </Button>
      </div>
      {error ? <Notice tone="danger">{error.msg}</Notice> : null}
    </div>
  );
}
