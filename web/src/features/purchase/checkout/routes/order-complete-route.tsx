import { CHECKOUT_TEXT } from "@shared/purchase/checkout/messages";
import { orderReceipt, RECEIPT_TEXT } from "@shared/purchase/checkout/receipt";
import { Link, Navigate, useLocation } from "react-router-dom";
import { Card } from "@/components/card";
import { useCurrentSite } from "@/lib/current-site";
import { useCustomerSession } from "@/lib/session/customer-session";
import { sitePath } from "@/lib/url";
import type { OrderCompleteState } from "../components/checkout-panel";
import { ReceiptTable } from "../components/receipt-table";

/** Where the order-complete page sends anyone who did not arrive from the purchase flow. */
export const PURCHASE_SECTION = "meal-plan-purchase";

/**
 * OrderComplete (requirements: purchases §2): reachable only from the purchase flow, which hands over the
 * order in the navigation state; anyone else goes to the meal plan purchase section. The
 * receipt is the order mail's (docs/decisions/receipts.md).
 */
export function Component() {
  const site = useCurrentSite();
  const signedIn = useCustomerSession(site.id);
  const state = useLocation().state as OrderCompleteState | null;
  if (!state?.order) return <Navigate to={sitePath(site.slug, PURCHASE_SECTION)} replace />;
  const { order } = state;
  const held = order.state === "awaiting_confirmation";
  const receipt = orderReceipt(order);
  return (
    <div className="checkout-complete">
      <title>{`${site.name} – ${held ? "Confirm your order" : "Order complete"}`}</title>
      <h1>{held ? "Confirm your order" : "Order complete"}</h1>
      <p role="status" className="checkout-complete__thanks">
        {held
          ? CHECKOUT_TEXT.heldForConfirmation(state.billedTo ?? state.email)
          : CHECKOUT_TEXT.thankYou}
      </p>
      <Card>
        <dl className="checkout-complete__facts">
          <Fact label={RECEIPT_TEXT.orderNo} value={receipt.orderNo} />
          <Fact label={RECEIPT_TEXT.payment} value={receipt.payment} />
        </dl>
        <ReceiptTable receipt={receipt} caption={RECEIPT_TEXT.caption} />
      </Card>
      {signedIn ? (
        <p>
          <Link to={sitePath(site.slug, "customer-account")}>View your orders</Link>
        </p>
      ) : null}
    </div>
  );
}

/** A label over its value: a long payment line wraps under its label instead of squeezing it. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="checkout-complete__line">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
