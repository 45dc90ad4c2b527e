import { useState } from "react";
import type { Message } from "@/components/toast";
import { TEXT } from "../lib/messages";

/** Runs a save and reports the spec's success text or 'Sorry, we ran into an unexpected error.' */
export function useSave(successText: string) {
  const [message, setMessage] = useState<Message | null>(null);
  const run = async (save: () => Promise<unknown>, onSaved: () => void) => {
    setMessage(null);
    try {
      await save();
      setMessage({ text: successText, tone: "success" });
      onSaved();
    } catch {
      setMessage({ text: TEXT.updateFailed, tone: "danger" });
    }
  };
  return { message, run };
}
