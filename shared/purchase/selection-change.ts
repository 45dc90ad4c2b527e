import { linesOffered } from "./cart/cart-state";
import { type PurchaseConfig, resolveSelection, type SelectionIds } from "./purchase-config";
import type { CartItem } from "./schemas/cart";

/**
 * The cart lines that applying `ids` would remove (requirements: purchases §4: applying the
 * selections narrows what is offered), by the same rule the server applies, so the page can
 * name them and let the buyer confirm or keep the current selection first.
 */
export function linesRemovedBySelection(
  items: readonly CartItem[],
  config: PurchaseConfig,
  ids: SelectionIds,
): CartItem[] {
  const kept = new Set(
    linesOffered(items, config, resolveSelection(config, ids)).items.map((item) => item.id),
  );
  return items.filter((item) => !kept.has(item.id));
}
