import { useState } from "react";
import { ApiError, GENERIC_FAILURE } from "@/lib/api-client";

/**
 * A cart call's failure for the form that made it: the response message is shown
 * (requirements: purchases §8 "Cart call fails"), along with the field it names, if any.
 */
export function useAction() {
  const [error, setError] = useState<{ msg: string; fields: Record<string, string> } | null>(null);
  const run = async (call: () => Promise<unknown>): Promise<boolean> => {
    setError(null);
    try {
      await call();
      return true;
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? { msg: failure.msg, fields: failure.fields }
          : { msg: GENERIC_FAILURE, fields: {} },
      );
      return false;
    }
  };
  return { error, run, clear: () => setError(null) };
}
