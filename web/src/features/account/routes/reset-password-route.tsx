import { zodResolver } from "@hookform/resolvers/zod";
import {
  type PasswordReset,
  passwordResetSchema,
} from "@shared/domain/validation/forms/password-reset";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import { Button } from "@/components/button";
import { FormTextField } from "@/components/form-text-field";
import { type Message, Toast } from "@/components/toast";
import { ApiError, apiRequest } from "@/lib/api-client";
import { routes } from "../api/account-routes";
import { RESET_REDIRECT_MS, TEXT } from "../lib/messages";

/**
 * requirements: purchases §2 /customerResetPassword/{public_key} (customers) and /resetPassword/{public_key}
 * (staff tools). Success: the toast, then after 2 s the returned domain or the base domain
 * (customers) or the staff login page, which is the landing page until staff tools exist.
 */
export function Component() {
  const { publicKey = "" } = useParams();
  const staff = useLocation().pathname.startsWith("/resetPassword/");
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Message | null>(null);
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  const form = useForm<PasswordReset>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { password: "", password_confirmation: "", public_key: publicKey },
  });

  useEffect(() => {
    if (redirectTo === null) return;
    const timer = setTimeout(() => navigate(redirectTo), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = staff
        ? await apiRequest(routes.userPassword, values)
        : await apiRequest(routes.customerPassword, values);
      setNotice({ text: TEXT.passwordUpdated, tone: "success" });
      setRedirectTo(staff ? "/" : result.domain || "/");
    } catch (error) {
      // requirements: purchases §8: "Password reset update fails: server msg shown".
      setNotice({
        text: error instanceof ApiError ? error.msg : "Something went wrong.",
        tone: "danger",
      });
    }
  });

  return (
    <main id="main-content" className="account-page account-page--narrow">
      <title>Reset your password</title>
      <h1>Reset your password</h1>
      {notice ? <Toast message={notice} onDone={clearNotice} /> : null}
      <form onSubmit={submit} noValidate aria-label="Reset your password">
        <FormTextField
          control={form.control}
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
        />
        <FormTextField
          control={form.control}
          name="password_confirmation"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        {form.formState.errors.public_key ? (
          <p className="ui-field__error" role="alert">
            {form.formState.errors.public_key.message}
          </p>
        ) : null}
        <Button
          type="submit"
          isPending={form.formState.isSubmitting || redirectTo !== null}
          pendingLabel="Saving…"
        >
          Update password
        </Button>
      </form>
    </main>
  );
}
