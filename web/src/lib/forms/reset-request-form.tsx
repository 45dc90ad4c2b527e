import { zodResolver } from "@hookform/resolvers/zod";
import {
  type PasswordResetRequest,
  passwordResetRequestSchema,
} from "@shared/accounts/schemas/password-reset-request";
import { useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/button";
import { FormStatus } from "@/components/form-status";
import { FormTextField } from "@/components/form-text-field";
import type { Message } from "@/components/toast";
import { ApiError, apiRequest } from "@/lib/api-client";
import { getPasswordResetChallenge } from "@/lib/api-routes/accounts/get-password-reset-challenge";
import { requestPasswordReset } from "@/lib/api-routes/accounts/request-password-reset";
import { AltchaFormField } from "./altcha-field";

/**
 * The password reset half of the login form (requirements: purchases §2, §4 "Login form toggles
 * between login and password reset"), shared by the login page and the checkout's login dialog.
 * The request carries a solved proof-of-work challenge (docs/decisions/accounts.md).
 */
export function ResetRequestForm({ siteId }: { siteId: string }) {
  const [message, setMessage] = useState<Message | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: "", altcha: "" },
  });
  const onPayload = useCallback(
    (payload: string) => form.setValue("altcha", payload, { shouldValidate: payload !== "" }),
    [form],
  );
  const loadChallenge = useCallback(
    () => apiRequest(getPasswordResetChallenge, { site_id: siteId }),
    [siteId],
  );
  const captchaError = form.formState.errors.altcha?.message;
  const submit = form.handleSubmit(async (values) => {
    try {
      const { msg } = await apiRequest(requestPasswordReset, { ...values, site_id: siteId });
      setMessage({ text: msg, tone: "success" });
    } catch (error) {
      // requirements: purchases §8: "Password reset request fails: response msg shown".
      setMessage({
        text: error instanceof ApiError ? error.msg : "Something went wrong.",
        tone: "danger",
      });
    } finally {
      // A solution is spent by its request: the next one needs a fresh challenge.
      form.setValue("altcha", "");
      setCaptchaRound((round) => round + 1);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Reset your password">
      <p>Enter your email address and we will send you a link to reset your password.</p>
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
      />
      <AltchaFormField
        loadChallenge={loadChallenge}
        resetKey={captchaRound}
        onPayload={onPayload}
        error={captchaError}
      />
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Sending…">
        Send reset link
      </Button>
      <FormStatus message={message} />
    </form>
  );
}
