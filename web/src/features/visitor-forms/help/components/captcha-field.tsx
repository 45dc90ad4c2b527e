import { VISITOR_MESSAGES } from "@shared/visitor-forms/messages";
import { useCallback, useRef, useState } from "react";
import { AltchaFormField } from "@/lib/forms/altcha-field";

/**
 * The help forms' captcha (docs/security.md "Forms, mail and votes"): the payload lives beside
 * the form's own values, since the forms' shared schemas describe what the campus receives.
 */
export function useCaptcha() {
  const payload = useRef("");
  const [round, setRound] = useState(0);
  const [missing, setMissing] = useState(false);
  const onPayload = useCallback((value: string) => {
    payload.current = value;
    if (value) setMissing(false);
  }, []);
  return {
    round,
    missing,
    onPayload,
    /** The solved payload, or "" after flagging the field when the visitor has not solved it. */
    take: () => {
      setMissing(!payload.current);
      return payload.current;
    },
    /** A solution is spent once sent: the widget fetches a fresh challenge. */
    next: () => {
      payload.current = "";
      setRound((value) => value + 1);
    },
  };
}

export function CaptchaField({
  siteId,
  captcha,
}: {
  siteId: string;
  captcha: ReturnType<typeof useCaptcha>;
}) {
  return (
    <AltchaFormField
      siteId={siteId}
      resetKey={captcha.round}
      onPayload={captcha.onPayload}
      error={captcha.missing ? VISITOR_MESSAGES.captchaRequired : undefined}
    />
  );
}
