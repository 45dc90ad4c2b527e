import { formatCents } from "@shared/platform/money/format";
import type { MealPlan } from "@shared/purchase/schemas/meal-plan";
import { Button } from "@/components/button";
import { Card } from "@/components/card";
import { Notice } from "@/components/notice";
import { LazySafeHtml } from "@/lib/content/lazy-safe-html";
import { useAction } from "./use-action";

interface MealPlansTabProps {
  siteId: string;
  plans: readonly MealPlan[];
  message: string;
  onAdd: (plan: MealPlan) => Promise<unknown>;
}

/** The ordinary meal plans the four selections have in common, in sort order. */
export function MealPlansTab({ siteId, plans, message, onAdd }: MealPlansTabProps) {
  const { error, run } = useAction();
  return (
    <div className="purchase-tab">
      {message ? (
        <LazySafeHtml html={message} siteId={siteId} className="purchase-tab__message" />
      ) : null}
      {error ? <Notice tone="danger">{error.msg}</Notice> : null}
      {plans.length === 0 ? (
        <p>There are no meal plans for your selections.</p>
      ) : (
        <ul className="purchase-grid">
          {plans.map((plan) => (
            <Card
              as="li"
              key={plan.id}
              title={plan.name}
              headingLevel={3}
              footer={
                <Button
                  aria-label={`Add to cart: ${plan.name}`}
                  onPress={() => run(() => onAdd(plan))}
                >
                  Add to cart
                </Button>
              }
            >
              <p className="purchase-price">{formatCents(plan.price)}</p>
              {plan.desc ? <p>{plan.desc}</p> : null}
            </Card>
          ))}
        </ul>
      )}
    </div>
  );
}
