import { formatCents } from "@shared/platform/money/format";
import { isSubscriptionItem } from "@shared/purchase/checkout/subscriptions";
import type { CartView } from "@shared/purchase/routes/cart";
import type { CartItem } from "@shared/purchase/schemas/cart";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/button";
import { Icon } from "@/components/icon";
import { LineSchedule } from "./line-schedule";

function lineNotes(item: CartItem): string[] {
  const notes: string[] = [];
  if (item.discount > 0) notes.push(`Discount: −${formatCents(item.discount)}`);
  if (item.bonus > 0) notes.push(`Bonus: ${formatCents(item.bonus)}`);
  if (item.promoBonus > 0) notes.push(`Promo bonus: ${formatCents(item.promoBonus)}`);
  if (item.dbDiscount !== null && item.dbDiscount > 0)
    notes.push(`${item.dbDiscount}% off dining dollars`);
  if (item.dbBonus !== null && item.dbBonus > 0)
    notes.push(`${formatCents(item.dbBonus)} bonus dining dollars`);
  if (item.promo_code) notes.push(`Promo code ${item.promo_code}`);
  if (item.tax > 0) notes.push(`Tax: ${formatCents(item.tax)}`);
  return notes;
}

interface CartLinesProps {
  cart: CartView;
  canDelete: boolean;
  onDelete: (item: CartItem) => void;
}

/** The cart's lines and totals, all as the server computed them. */
export function CartLines({ cart, canDelete, onDelete }: CartLinesProps) {
  const { totals } = cart;
  return (
    <>
      <ul className="cart-lines">
        {cart.items.map((item) => (
          <li key={item.id} className="cart-line">
            <div className="cart-line__main">
              <p className="cart-line__name">{item.name}</p>
              {item.desc ? <p className="cart-line__desc">{item.desc}</p> : null}
              {lineNotes(item).map((note) => (
                <p key={note} className="cart-line__note">
                  {note}
                </p>
              ))}
              {isSubscriptionItem(item) ? <LineSchedule item={item} /> : null}
            </div>
            <p className="cart-line__price">{formatCents(item.price)}</p>
            <Button
              variant="ghost"
              size="sm"
              isDisabled={!canDelete}
              aria-label={`Remove ${item.name} from cart`}
              onPress={() => onDelete(item)}
            >
              <Icon icon={Trash2} />
            </Button>
          </li>
        ))}
      </ul>
      {cart.items.length > 0 ? (
        <dl className="cart-totals">
          <dt>Subtotal</dt>
          <dd>{formatCents(totals.subtotal)}</dd>
          {totals.discount > 0 ? (
            <>
              <dt>Discount</dt>
              <dd>−{formatCents(totals.discount)}</dd>
            </>
          ) : null}
          <dt>Tax</dt>
          <dd>{formatCents(totals.tax)}</dd>
          <dt>Total</dt>
          <dd className="cart-totals__total">{formatCents(totals.total)}</dd>
        </dl>
      ) : null}
    </>
  );
}
