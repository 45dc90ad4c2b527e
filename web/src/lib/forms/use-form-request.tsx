import { useState } from "react";
import { type FormResult, ResultNotice } from "@/components/result-notice";
import { ApiError } from "@/lib/api-client";

/** What a public form says when the request fails for any reason but a client error. */
export const FORM_FAILED =
  "Error: Something went wrong, please check your information and try again.";

/**
 * A public form's one request and its result notice: the thanks text on success, the API's
 * message for a client error, otherwise the generic failure text.
 */
export function useFormRequest() {
  const [result, setResult] = useState<FormResult | null>(null);
  const send = async (request: () => Promise<unknown>, thanks: string): Promise<boolean> => {
    setResult(null);
    try {
      await request();
      setResult({ tone: "success", text: thanks });
      return true;
    } catch (error) {
      setResult({
        tone: "danger",
        text: error instanceof ApiError && error.isClientError ? error.msg : FORM_FAILED,
      });
      return false;
    }
  };
  const notice = <ResultNotice result={result} onDismiss={() => setResult(null)} />;
  return { send, notice };
}
