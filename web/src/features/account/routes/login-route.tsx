import { zodResolver } from "@hookform/resolvers/zod";
import { type Login, loginSchema } from "@shared/domain/validation/forms/login";
import {
  type PasswordResetRequest,
  passwordResetRequestSchema,
} from "@shared/domain/validation/forms/password-reset-request";
import { useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import { Navigate, useNavigate } from "react-router-dom";
import { Button } from "@/components/button";
import { FormStatus } from "@/components/form-status";
import { FormTextField } from "@/components/form-text-field";
import type { Message } from "@/components/toast";
import { ApiError, apiRequest } from "@/lib/api-client";
import { useCurrentSite } from "@/lib/current-site";
import { AltchaField } from "@/lib/forms/altcha-field";
import { saveCustomerSession, useCustomerSession } from "@/lib/session/customer-session";
import { sitePath } from "@/lib/url";
import { routes } from "../api/account-routes";

/** requirements: purchases §2 Login: 'Log in to your account', toggling between login and password reset. */
export function Component() {
  const site = useCurrentSite();
  const customer = useCustomerSession(site.id);
  const [mode, setMode] = useState<"login" | "reset">("login");
  if (customer) return <Navigate to={sitePath(site.slug, "customer-account")} replace />;
  return (
    <div className="account-page account-page--narrow">
      <title>{`${site.name} – Log in`}</title>
      <h1>Log in to your account</h1>
      {mode === "login" ? <LoginForm /> : <ResetRequestForm />}
      <Button
        variant="ghost"
        className="account-link-button"
        onPress={() => setMode(mode === "login" ? "reset" : "login")}
      >
        {mode === "login" ? "Forgot your password?" : "Back to login"}
      </Button>
    </div>
  );
}

function LoginForm() {
  const site = useCurrentSite();
  const navigate = useNavigate();
  const form = useForm<Login>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const { customer } = await apiRequest(routes.login, { ...values, site_id: site.id });
      saveCustomerSession(site.id, customer);
      navigate(sitePath(site.slug, "customer-account"));
    } catch (error) {
      // requirements: purchases §8: the returned error is shown under the password.
      form.setError("password", {
        message: error instanceof ApiError ? error.msg : "Something went wrong.",
      });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Log in">
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
      />
      <FormTextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Logging in…">
        Log In
      </Button>
    </form>
  );
}

/** The reset request carries a solved proof-of-work challenge (docs/decisions/accounts.md). */
function ResetRequestForm() {
  const site = useCurrentSite();
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
    () => apiRequest(routes.resetChallenge, { site_id: site.id }),
    [site.id],
  );
  const captchaError = form.formState.errors.altcha?.message;
  const submit = form.handleSubmit(async (values) => {
    try {
      const { msg } = await apiRequest(routes.requestReset, { ...values, site_id: site.id });
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
      <div className="form-field">
        <AltchaField loadChallenge={loadChallenge} resetKey={captchaRound} onPayload={onPayload} />
        {captchaError ? (
          <p className="form-field__error" role="alert">
            {captchaError}
          </p>
        ) : null}
      </div>
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Sending…">
        Send reset link
      </Button>
      <FormStatus message={message} />
    </form>
  );
}
