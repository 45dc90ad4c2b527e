import { useState } from "react";
import { flushSync } from "react-dom";
import type { PaidCard } from "./card-form";

/**
 * Whether the bank's authentication (3-D Secure) window is open, and `watched(card)`, the card
 * whose `authenticate` says so. That window is Stripe's own modal: the processing overlay (a
 * modal that hides everything else from screen readers and keeps focus in) must step aside
 * before it opens, hence the synchronous update.
 */
export function useAuthenticationWindow(): {
  authenticating: boolean;
  watched: (card: PaidCard) => PaidCard;
} {
  const [authenticating, setAuthenticating] = useState(false);
  const watched = (card: PaidCard): PaidCard => {
    const { authenticate } = card;
    if (!authenticate) return card;
    return {
      ...card,
      authenticate: async (clientSecret) => {
        flushSync(() => setAuthenticating(true));
        try {
          await authenticate(clientSecret);
        } finally {
          setAuthenticating(false);
        }
      },
    };
  };
  return { authenticating, watched };
}
