import { useState } from "react";
import { TEXT } from "../lib/messages";
import type { NoticeMessage } from "./notice";

/** Runs a save and reports the spec's success text or 'Sorry, we ran into an unexpected error.' */
export function useSave(successText: string) {
  const [message, setMessage] = useState<NoticeMessage | null>(null);
  const run = async (save: () => Promise<unknown>, onSaved: () => void) => {
    setMessage(null);
    try {
      await save();
      setMessage({ text: successText, tone: "success" });
      onSaved();
    } catch {
      setMessage({ text: TEXT.updateFailed, tone: "error" });
    }
  };
  return { message, run };
}
