import { applyPromo, removePromo } from "../../../shared/purchase/cart/cart-operations";
import { promoCodeRoutes } from "../../../shared/purchase/routes/promo-codes";
import { createGroupHandler } from "../../platform/group-handler";
import { cartCookie } from "../cart-cookie";
import { browserCart } from "../cart-owner";
import { cartView, changeCart, dynamoCartDeps } from "../cart-service";

const deps = dynamoCartDeps;

export const handler = createGroupHandler(promoCodeRoutes, {
  // The campus's codes come with the configuration, in the same round trip as the cart;
  // `subtotal` and `item_id` are ignored: the code lands on every qualifying meal plan at the
  // server's own prices.
  applyPromoCode: async ({ site_id, promo_code }, ctx) => {
    const changed = await changeCart(
      { siteId: site_id, ...(await browserCart(ctx.event, site_id, ctx.now)), now: ctx.now },
      (state, { config }) => applyPromo(state, config, promo_code),
      { deps },
    );
    ctx.cookies.push(await cartCookie(site_id, changed.cartId));
    return { cart: cartView(changed.state, changed.config), msg: "Promo code applied." };
  },

  removePromoCode: async ({ site_id }, ctx) => {
    const changed = await changeCart(
      { siteId: site_id, ...(await browserCart(ctx.event, site_id, ctx.now)), now: ctx.now },
      (state, { config }) => removePromo(state, config),
      { deps },
    );
    ctx.cookies.push(await cartCookie(site_id, changed.cartId));
    return { cart: cartView(changed.state, changed.config) };
  },
});
