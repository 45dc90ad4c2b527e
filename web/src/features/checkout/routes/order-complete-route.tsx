import { CHECKOUT_TEXT } from "@shared/domain/checkout/messages";
import { formatCents } from "@shared/domain/money/format";
import { Link, Navigate, useLocation } from "react-router-dom";
import { Card } from "@/components/card";
import { useCurrentSite } from "@/lib/current-site";
import { useCustomerSession } from "@/lib/session/customer-session";
import { sitePath } from "@/lib/url";
import type { OrderCompleteState } from "../components/checkout-panel";

/** Where the order-complete page sends anyone who did not arrive from the purchase flow. */
export const PURCHASE_SECTION = "meal-plan-purchase";

/**
 * OrderComplete (requirements: purchases §2): reachable only from the purchase flow, which hands over the
 * order in the navigation state; anyone else goes to the meal plan purchase section.
 */
export function Component() {
  const site = useCurrentSite();
  const signedIn = useCustomerSession(site.id);
  const state = useLocation().state as OrderCompleteState | null;
  if (!state?.order) return <Navigate to={sitePath(site.slug, PURCHASE_SECTION)} replace />;
  const { order } = state;
  const held = order.state === "awaiting_confirmation";
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
        <dl className="checkout-complete__summary">
          <Row label="Order #" value={order.no} />
          {order.items.map((item) => (
            <Row key={item.id} label={item.name} value={formatCents(item.total)} />
          ))}
          <Row label="Tax" value={formatCents(order.tax)} />
          <Row label="Total" value={formatCents(order.total)} />
          <Row
            label="Payment Type"
            value={`${order.payment_type}${order.card_last4 ? ` (${order.card_brand} ending in ${order.card_last4})` : ""}`}
          />
        </dl>
      </Card>
      {signedIn ? (
        <p>
          <Link to={sitePath(site.slug, "customer-account")}>View your orders</Link>
        </p>
      ) : null}
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="checkout-complete__line">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
