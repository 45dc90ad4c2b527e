import "altcha";
import { createElement, useEffect, useRef } from "react";

interface AltchaWidget extends HTMLElement {
  configure(options: Record<string, unknown>): void;
  reset(): void;
}

/**
 * The self-hosted ALTCHA widget for any form: `loadChallenge` fetches the form's own challenge
 * (each form's challenges are signed for it alone), the widget solves the proof of work in the
 * browser and reports the payload the server verifies. `resetKey` changes after each
 * submission so a spent solution is never sent twice. (The feedback form has its own copy in
 * web/src/features/feedback, which predates this one.)
 */
export function AltchaField({
  loadChallenge,
  resetKey,
  onPayload,
}: {
  loadChallenge: () => Promise<{ challenge: unknown }>;
  resetKey: number;
  onPayload: (payload: string) => void;
}) {
  const ref = useRef<AltchaWidget | null>(null);
  useEffect(() => {
    const widget = ref.current;
    if (!widget || resetKey < 0) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      onPayload(detail?.state === "verified" ? (detail.payload ?? "") : "");
    };
    widget.addEventListener("statechange", onState);
    let cancelled = false;
    loadChallenge()
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
  }, [loadChallenge, resetKey, onPayload]);
  return createElement("altcha-widget", { ref, name: "altcha", key: resetKey });
}
