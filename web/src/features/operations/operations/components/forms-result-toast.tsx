import { useCallback, useState } from "react";
import { type Message, Toast } from "@/components/toast";
import { failureText } from "./data-table";

/**
 * The outcome of a console action as a toast (3 s, successes polite, failures announced at
 * once), shared by the reservations, forms, content and audit screens. `fail` says the API's
 * own message for a 4xx (a 409 "already checked in" is worth reading), else the generic text.
 */
export function useResultToast() {
  const [message, setMessage] = useState<Message | null>(null);
  const done = useCallback(() => setMessage(null), []);
  const succeed = useCallback((text: string) => setMessage({ text, tone: "success" }), []);
  const fail = useCallback(
    (error: unknown, prefix?: string) =>
      setMessage({
        text: prefix ? `${prefix} ${failureText(error)}` : failureText(error),
        tone: "danger",
      }),
    [],
  );
  const toast = message ? <Toast key={message.text} message={message} onDone={done} /> : null;
  return { toast, succeed, fail };
}
