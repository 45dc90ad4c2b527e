import { formatCents } from "@shared/platform/money/format";
import { CHECKOUT_TEXT } from "@shared/purchase/checkout/messages";
import { useEffect, useRef, useState } from "react";
import { Notice } from "@/components/notice";
import { Spinner } from "@/components/spinner";
import { ApiError } from "@/lib/api-client";
import { useCurrentSite } from "@/lib/current-site";
import { confirmHeldOrder } from "../api/confirm-order";

type Phase =
  | { kind: "waiting" }
  | { kind: "confirmed"; no: string; total: number }
  | { kind: "failed"; message: string };

/** The token travels in the fragment: never sent to a server, kept in no log or Referer. */
function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? "";
}

/**
 * /{site}/confirm-order#token=...: the owner of a billed student or payroll account confirms a
 * held order (docs/decisions/payments.md). One request per page, then the outcome.
 */
export function Component() {
  const site = useCurrentSite();
  const [phase, setPhase] = useState<Phase>({ kind: "waiting" });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirmHeldOrder({
      site_id: site.id,
      token: tokenFromHash(window.location.hash),
    }).then(
      ({ order }) => setPhase({ kind: "confirmed", no: order.no, total: order.total }),
      (error: unknown) =>
        setPhase({
          kind: "failed",
          message:
            error instanceof ApiError && error.statusCode === 410
              ? CHECKOUT_TEXT.confirmLinkExpired
              : CHECKOUT_TEXT.confirmLinkInvalid,
        }),
    );
  }, [site.id]);

  return (
    <article className="confirm-order">
      <title>{`${site.name} – Confirm order`}</title>
      <h1>Confirm order</h1>
      {phase.kind === "waiting" ? (
        <div className="confirm-order__wait">
          <Spinner />
          <p role="status">{CHECKOUT_TEXT.processing}</p>
        </div>
      ) : phase.kind === "confirmed" ? (
        <Notice tone="success">
          {CHECKOUT_TEXT.orderConfirmed} Order #{phase.no}, {formatCents(phase.total)}.
        </Notice>
      ) : (
        <Notice tone="danger">{phase.message}</Notice>
      )}
    </article>
  );
}
