import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { documentClient, tableName } from "../../../functions/platform/dynamo";
import { sandboxGateway } from "../../../functions/purchase/gateway/sandbox-gateway";
import { lineCharged } from "../../../shared/operations/order-refunds";
import { type Order, orderEntity } from "../../../shared/purchase/entities/order";
import { type CartItem, cartItemSchema } from "../../../shared/purchase/schemas/cart";
import type { PaymentType } from "../../../shared/purchase/schemas/meal-plan";
import { sandboxToken, TEST_CARDS } from "../payments";

/** Order lines priced in cents: the first a meal plan (Flex 50), the rest dining dollars. */
export const orderLines = (prices: number[]): CartItem[] =>
  prices.map((price, i) =>
    cartItemSchema.parse({
      id: `line-${i + 1}`,
      type: i === 0 ? "Meal plan" : "Declining balance",
      name: i === 0 ? "Flex 50" : "Dining Dollars",
      price,
      tax: 0,
      meal_plan_id: i === 0 ? "flex-50" : null,
      db_id: i === 0 ? null : "dining-dollars",
    }),
  );

export interface StoredOrderSpec {
  id: string;
  no: string;
  created_at: string;
  payment_type: PaymentType;
  prices: number[];
  email: string;
  buyer: { first_name: string; last_name: string; student_id: string };
  state?: Order["state"];
  confirm_by?: string | null;
}

/**
 * An order as the checkout stores it (the order entity, whose campus-wide index the console
 * lists by); a card order is charged in the sandbox under the order's id as the checkout charges
 * it, so a refund finds the charge and the run's money audit balances.
 */
export async function storeOrder(siteId: string, spec: StoredOrderSpec): Promise<Order> {
  const { id } = spec;
  const items = orderLines(spec.prices);
  const card = spec.payment_type === "Credit card";
  const total = items.reduce((sum, item) => sum + lineCharged(item), 0);
  const charge = card
    ? await sandboxGateway().charge({
        siteId,
        token: await sandboxToken(TEST_CARDS.approved),
        amountCents: total,
        idempotencyKey: id,
      })
    : null;
  const order: Order = {
    id,
    no: spec.no,
    site_id: siteId,
    customer_id: null,
    cart_id: `cart-${id}`,
    created_at: spec.created_at,
    items,
    subtotal: total,
    tax: 0,
    discount: 0,
    total,
    payment_type: spec.payment_type,
    card_brand: card ? "Visa" : null,
    card_last4: card ? "1111" : null,
    transaction_id: charge?.transactionId ?? null,
    email: spec.email,
    buyer: { ...spec.buyer, is_parent: false, student: null },
    state: spec.state ?? "placed",
    confirm_by: spec.confirm_by ?? null,
    confirmed_at: null,
  };
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: orderEntity.toItem({ siteId, orderId: id }, order),
    }),
  );
  return order;
}
