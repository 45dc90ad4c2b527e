import type { Login } from "@shared/accounts/schemas/login";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Navigate, useNavigate } from "react-router-dom";
import { Button } from "@/components/button";
import { FormTextField } from "@/components/form-text-field";
import { ApiError } from "@/lib/api-client";
import { useCurrentSite } from "@/lib/current-site";
import { LazyResetRequestForm } from "@/lib/forms/lazy-reset-request-form";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { saveCustomerSession, useCustomerSession } from "@/lib/session/customer-session";
import { sitePath } from "@/lib/url";
import { logIn } from "../api/account";
import { AccountsUnavailable } from "../components/accounts-unavailable";

/** requirements: purchases §2 Login: 'Log in to your account', toggling between login and password reset. */
export function Component() {
  const site = useCurrentSite();
  const customer = useCustomerSession(site.id);
  const [mode, setMode] = useState<"login" | "reset">("login");
  if (!site.customer_login) return <AccountsUnavailable />;
  if (customer) return <Navigate to={sitePath(site.slug, "customer-account")} replace />;
  return (
    <div className="account-page account-page--narrow">
      <title>{`${site.name} – Log in`}</title>
      <h1>Log in to your account</h1>
      {mode === "login" ? <LoginForm /> : <LazyResetRequestForm siteId={site.id} />}
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

// The login schema, and zod with it, load with the first submit.
const LOGIN_RESOLVER = lazyZodResolver(() =>
  import("@shared/accounts/schemas/login").then((module) => module.loginSchema),
);

function LoginForm() {
  const site = useCurrentSite();
  const navigate = useNavigate();
  const form = useForm<Login>({
    resolver: LOGIN_RESOLVER,
    defaultValues: { email: "", password: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const { customer } = await logIn({ ...values, site_id: site.id });
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
