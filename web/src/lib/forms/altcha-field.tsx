import "altcha";
import { type ComponentProps, createElement, useEffect, useRef, useState } from "react";
import { apiRequest } from "@/lib/api-client";
import { getFeedbackChallenge } from "@/lib/api-routes/visitor-forms/get-feedback-challenge";

interface AltchaWidget extends HTMLElement {
  configure(options: Record<string, unknown>): void;
  reset?(): void;
}

type ChallengeSource =
  /** The campus's shared challenge (feedback, help answer form, follow-up). */
  | { siteId: string; loadChallenge?: never }
  /** A form's own challenge, signed for it alone (the password reset request). */
  | { loadChallenge: () => Promise<{ challenge: unknown }>; siteId?: never };

/**
 * The self-hosted ALTCHA widget of every form that needs a proof of work (docs/security.md): its
 * challenge comes from our API, it solves the proof of work in the browser and reports the
 * payload the server verifies. `resetKey` changes after each submission so a used solution is
 * never sent twice.
 */
export function AltchaField({
  resetKey,
  onPayload,
  ...source
}: ChallengeSource & {
  resetKey: number;
  onPayload: (payload: string) => void;
}) {
  const ref = useRef<AltchaWidget | null>(null);
  // Until our challenge arrives the widget is inert: ticked earlier, it would fetch a challenge
  // of its own from the page's address and fail.
  const [ready, setReady] = useState(false);
  const { siteId, loadChallenge } = source;
  useEffect(() => {
    const widget = ref.current;
    // A new round (resetKey) fetches a fresh challenge: a used one would be refused as a replay.
    if (!widget || resetKey < 0) return;
    setReady(false);
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      onPayload(detail?.state === "verified" ? (detail.payload ?? "") : "");
    };
    widget.addEventListener("statechange", onState);
    let cancelled = false;
    (loadChallenge ? loadChallenge() : apiRequest(getFeedbackChallenge, { site_id: siteId ?? "" }))
      .then(({ challenge }) => {
        if (cancelled) return;
        widget.configure({ challenge });
        widget.reset?.();
        setReady(true);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      widget.removeEventListener("statechange", onState);
    };
  }, [siteId, loadChallenge, resetKey, onPayload]);
  return createElement("altcha-widget", {
    ref,
    name: "altcha",
    key: resetKey,
    inert: !ready,
    "aria-busy": !ready,
  });
}

/** The widget as a form's field: in the form's field wrapper, its error read out below it. */
export function AltchaFormField({
  error,
  ...props
}: ComponentProps<typeof AltchaField> & { error?: string | undefined }) {
  return (
    <div className="form-field">
      <AltchaField {...props} />
      {error ? (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
