import type { CartView } from "@shared/purchase/routes/cart";
import { Button } from "@/components/button";
import { Notice } from "@/components/notice";
import type { PurchaseActions } from "../api/purchase-actions";
import { CartLines } from "./cart-lines";
import { DecliningBalanceForm } from "./declining-balance-form";
import { decliningBalanceInCart, type OrderForm } from "./products-step";
import { PromoBox } from "./promo-box";
import { useAction } from "./use-action";

interface CartStepProps {
  cart: CartView;
  form: OrderForm;
  /** With checkout shown, lines cannot be deleted (requirements: purchases §4 Purchase page). */
  isCheckout: boolean;
  /** Off when the mounted checkout panel shows its own Edit cart button. */
  showEditCart: boolean;
  actions: PurchaseActions;
  onCheckout: () => void;
  onEditCart: () => void;
}

/** Step 3: the cart text, lines, promo box, upsell, and Checkout / Edit cart (requirements: purchases §2, §4). */
export function CartStep({
  cart,
  form,
  isCheckout,
  showEditCart,
  actions,
  onCheckout,
  onEditCart,
}: CartStepProps) {
  const { error, run } = useAction();
  const decliningBalance = form.declining_balance[0];
  return (
    <div className="purchase-cart">
      <p className="purchase-cart__text" role="status">
        {cart.text}
      </p>
      {cart.notices?.map((notice) => (
        <Notice key={notice} tone="warning">
          {notice}
        </Notice>
      ))}
      {error ? <Notice tone="danger">{error.msg}</Notice> : null}
      <CartLines
        cart={cart}
        canDelete={!isCheckout}
        onDelete={(item) => run(() => actions.deleteItem(item.id))}
      />
      {cart.items.length > 0 ? (
        <PromoBox
          applied={cart.promo_code}
          isDisabled={isCheckout}
          onApply={actions.applyPromo}
          onRemove={actions.removePromo}
        />
      ) : null}
      {cart.upsell && decliningBalance && !isCheckout ? (
        <div className="purchase-upsell">
          <p>
            Congratulations on choosing a meal plan! Add {decliningBalance.name} to it for extra
            flexibility.
          </p>
          <DecliningBalanceForm
            settings={decliningBalance}
            cartAmountCents={decliningBalanceInCart(cart, decliningBalance.id)}
            label={`Extra ${decliningBalance.name} amount`}
            onAdd={(value) => actions.addDecliningBalance(value, decliningBalance.id)}
          />
        </div>
      ) : null}
      {cart.items.length > 0 ? (
        <div className="purchase-cart__actions">
          {!isCheckout ? <Button onPress={onCheckout}>Checkout</Button> : null}
          {isCheckout && showEditCart ? (
            <Button variant="secondary" onPress={onEditCart}>
              Edit cart
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
