import { percentOfFloor } from "../platform/money/percent";
import type { CartItem } from "./schemas/cart";
import type { PromoCode } from "./schemas/promo-code";

export interface PromoEffect {
  /** cents taken off the line's price */
  discount: number;
  /** cents of extra value, not charged */
  promoBonus: number;
}

const NONE: PromoEffect = { discount: 0, promoBonus: 0 };

/**
 * What a promo does to a line price (requirements: purchases §3, §5). Percents round down to the
 * cent; a fixed discount never takes the price below zero; a track-only code is recorded on
 * the line but changes nothing.
 */
export function promoEffect(
  priceCents: number,
  promo: Pick<PromoCode, "type" | "adj" | "value" | "track_only">,
): PromoEffect {
  if (promo.track_only) return NONE;
  const amount =
    promo.adj === "percent" ? percentOfFloor(priceCents, promo.value) : Math.round(promo.value);
  return promo.type === "discount"
    ? { discount: Math.min(amount, priceCents), promoBonus: 0 }
    : { discount: 0, promoBonus: amount };
}

/** Reads the promo snapshot stored on a cart line, or null when the line carries none. */
export function linePromo(
  item: CartItem,
): Pick<PromoCode, "type" | "adj" | "value" | "track_only"> | null {
  if (item.promo_code === null || item.promo_type === null || item.promo_adj === null) return null;
  return {
    type: item.promo_type,
    adj: item.promo_adj,
    value: item.promo_value ?? 0,
    track_only: item.promo_track_only,
  };
}
