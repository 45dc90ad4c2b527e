import "altcha";
import type { getFeedbackChallenge } from "@shared/api/routes/feedback";
import { createElement, useEffect, useRef } from "react";
import { apiRequest, routeRef } from "@/lib/api-client";

const challengeRoute = routeRef<typeof getFeedbackChallenge>({
  operationId: "getFeedbackChallenge",
  method: "GET",
  path: "/v1/feedback/challenge",
});

interface AltchaWidget extends HTMLElement {
  configure(options: Record<string, unknown>): void;
  reset(): void;
}

/**
 * The self-hosted ALTCHA widget of every anonymous form that mails the campus (feedback, help
 * answer form, follow-up; docs/security.md): its challenge comes from our API (one per site,
 * whichever form asks), it solves the proof of work in the browser and reports the payload
 * the server verifies. `resetKey` changes after each submission so a used solution is never
 * sent twice.
 */
export function AltchaField({
  siteId,
  resetKey,
  onPayload,
}: {
  siteId: string;
  resetKey: number;
  onPayload: (payload: string) => void;
}) {
  const ref = useRef<AltchaWidget | null>(null);
  useEffect(() => {
    const widget = ref.current;
    // A new round (resetKey) fetches a fresh challenge: a used one would be refused as a replay.
    if (!widget || resetKey < 0) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      onPayload(detail?.state === "verified" ? (detail.payload ?? "") : "");
    };
    widget.addEventListener("statechange", onState);
    let cancelled = false;
    apiRequest(challengeRoute, { site_id: siteId })
      .then(({ challenge }) => {
        if (cancelled) return;
        widget.configure({ challenge });
        widget.reset?.();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      widget.removeEventListener("statechange", onState);
    };
  }, [siteId, resetKey, onPayload]);
  return createElement("altcha-widget", { ref, name: "altcha", key: resetKey });
}
