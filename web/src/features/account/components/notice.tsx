import { useEffect } from "react";

/** purchases §9: toasts last 3000 ms; the sign-up error notice sits at the top centre (§8). */
export const NOTICE_MS = 3000;

export interface NoticeMessage {
  text: string;
  tone: "success" | "error";
}

export function Notice({ notice, onDone }: { notice: NoticeMessage; onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <div
      className={`account-notice account-notice--${notice.tone}`}
      role={notice.tone === "error" ? "alert" : "status"}
    >
      {notice.text}
    </div>
  );
}

/** A form's result line under its button: the spec's success or failure text. */
export function FormMessage({ message }: { message: NoticeMessage | null }) {
  return (
    <p
      className={message ? `account-message account-message--${message.tone}` : "account-message"}
      role="status"
    >
      {message?.text ?? ""}
    </p>
  );
}
