import type { CartView } from "@shared/purchase/routes/cart";
import { useCallback, useState } from "react";
import useSWR from "swr";
import { type ApiError, apiKey } from "@/lib/api-client";
import { fetchCart } from "@/lib/api-routes/purchase/fetch-cart";

/**
 * The visitor's cart on this campus. Every change answers the whole re-priced cart, which
 * replaces the cached one, so the screen never computes a figure itself.
 */
export function useCart(siteId: string) {
  const swr = useSWR<{ cart: CartView }, ApiError>(apiKey(fetchCart, { site_id: siteId }), {
    revalidateOnFocus: false,
  });
  const [pending, setPending] = useState(0);
  const { mutate } = swr;

  /** Runs one cart call; the overlay shows while any is under way. Failures are rethrown. */
  const change = useCallback(
    async (call: () => Promise<{ cart: CartView }>): Promise<CartView> => {
      setPending((n) => n + 1);
      try {
        const { cart } = await call();
        await mutate({ cart }, { revalidate: false });
        return cart;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [mutate],
  );

  /** Reads the cart again (after checkout deleted it and its cookie). */
  const refresh = useCallback(() => mutate(), [mutate]);

  return { cart: swr.data?.cart, error: swr.error, isUpdating: pending > 0, change, refresh };
}

export type CartChange = ReturnType<typeof useCart>["change"];
