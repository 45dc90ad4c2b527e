import { RESERVATION_CANCEL_MESSAGES } from "@shared/reservations/messages";
import { useEffect, useRef, useState } from "react";
import { useParams } from "react-router-dom";
import { Notice } from "@/components/notice";
import { Spinner } from "@/components/spinner";
import { useCurrentSite } from "@/lib/current-site";
import { cancelReservation } from "../api/reservations";

type Phase = "waiting" | "cancelled" | "failed";

/** The cancel link's token travels in the fragment (never sent to a server or in a Referer). */
function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? "";
}

/**
 * /{site}/cancel-reservation/{customerId}/{reservationId}: a wait message, then success or
 * failure (requirements: purchases §2, §8). The ids alone cancel nothing; the mailed token decides.
 */
export function Component() {
  const site = useCurrentSite();
  const { customerId = "", reservationId = "" } = useParams();
  const [phase, setPhase] = useState<Phase>("waiting");
  const sent = useRef(false);

  useEffect(() => {
    // Once per page, even under StrictMode's double effects.
    if (sent.current) return;
    sent.current = true;
    const token = tokenFromHash(window.location.hash);
    cancelReservation({
      site_id: site.id,
      customer_id: customerId,
      reservation_id: reservationId,
      ver: 2,
      token,
    }).then(
      () => setPhase("cancelled"),
      () => setPhase("failed"),
    );
  }, [site.id, customerId, reservationId]);

  return (
    <article className="cancel-reservation">
      <title>{`${site.name} – Cancel Reservation`}</title>
      <h1>Cancel Reservation</h1>
      {phase === "waiting" ? (
        <div className="cancel-reservation__wait">
          <Spinner />
          <p role="status">{RESERVATION_CANCEL_MESSAGES.wait}</p>
        </div>
      ) : phase === "cancelled" ? (
        <Notice tone="success">{RESERVATION_CANCEL_MESSAGES.cancelled}</Notice>
      ) : (
        <Notice tone="danger">{RESERVATION_CANCEL_MESSAGES.failed}</Notice>
      )}
    </article>
  );
}
