import { randomBytes, randomUUID } from "node:crypto";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import type * as z from "zod";
import { documentClient, tableName } from "../../../functions/platform/dynamo";
import { cartEntity } from "../../../shared/purchase/entities/cart";
import { promoCodeEntity } from "../../../shared/purchase/entities/promo-code";
import {
  type CartItem,
  type CartItemInput,
  cartItemSchema,
} from "../../../shared/purchase/schemas/cart";
import { promoCodeSchema } from "../../../shared/purchase/schemas/promo-code";

// Checkout factories against the demo campus Cedar Ridge (scripts/demo/cedar-ridge): its Block
// 100 plan is $1,799.00, untaxed for students, taxed 9.25 % for faculty and staff.

export const BLOCK_100 = 179_900;
export const BLOCK_100_FACULTY_TAX = 16_640;

export function block100Item(overrides: Partial<CartItemInput> = {}): CartItem {
  return cartItemSchema.parse({
    id: `item-${randomUUID().slice(0, 8)}`,
    type: "Meal plan",
    name: "Block 100",
    desc: "100 swipes and $350 dining dollars per term.",
    price: BLOCK_100,
    meal_plan_id: "block-100",
    apply_tax: true,
    payment_types: ["Credit card", "Student ID", "Payroll deduction"],
    ...overrides,
  });
}

export interface CartOptions {
  /** The customer type the cart is priced for (the other three selections are fixed). */
  typeId?: string;
  /**
   * An applied promo code as the cart keeps it; it is also written as the campus's current
   * definition, since pricing drops a code the campus no longer has.
   */
  promo?: z.input<typeof promoCodeSchema> | null;
  siteId?: string;
}

/**
 * A stored cart as the cart group keeps it, with the four selections it is priced for; returns
 * its id (the cart cookie's value). Checkout re-prices the lines from the stored plans.
 */
export async function putCart(items: CartItem[], options: CartOptions = {}): Promise<string> {
  const { typeId = "student", promo = null, siteId = "cedar-ridge" } = options;
  // The cart group base64url characters (144 random bits).
  const cartId = randomBytes(18).toString("base64url");
  if (promo) {
    const code = promoCodeSchema.parse(promo);
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: promoCodeEntity.toItem({ siteId, code: code.code }, code),
      }),
    );
  }
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: cartEntity.toItem(
        { siteId, cartId },
        {
          id: cartId,
          items,
          promo: promo ? promoCodeSchema.parse(promo) : null,
          customer_id: null,
          selection: {
            location_id: "main-campus",
            term_id: "sel-fall-2026",
            type_id: typeId,
            year_id: "year-2026-27",
          },
          updated_at: new Date().toISOString(),
        },
      ),
    }),
  );
  return cartId;
}

/** The checkout customer form of a Cedar Ridge student, billed by card unless overridden. */
export function checkoutBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const email = `buyer.${randomUUID().slice(0, 8)}@cedarridge.example.edu`;
  return {
    site_id: "cedar-ridge",
    type_id: "student",
    location_id: "main-campus",
    term_id: "sel-fall-2026",
    year_id: "year-2026-27",
    total: BLOCK_100,
    terms_accepted: true,
    first_name: "Dana",
    last_name: "O'Neil",
    student_id: "CR1234567",
    address: "12 Elm St.",
    city: "Cedar Ridge",
    state: "OR",
    zip: "97001",
    email,
    email_confirmation: email,
    phone: "(555) 555 - 0100",
    use_billing_address: false,
    payment_type: "Credit card",
    card_first_name: "Dana",
    card_last_name: "ONeil",
    ...overrides,
  };
}
