import { zodResolver } from "@hookform/resolvers/zod";
import type { Customer } from "@shared/accounts/routes/customer-schemas";
import { type Login, loginSchema } from "@shared/accounts/schemas/login";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/button";
import { Dialog } from "@/components/dialog";
import { ApiError } from "@/lib/api-client";
import { LazyResetRequestForm } from "@/lib/forms/lazy-reset-request-form";
import { saveCustomerSession } from "@/lib/session/customer-session";
import { logIn } from "../api/checkout-data";
import { TEXT } from "../lib/messages";
import { FormText } from "./form-text";

export interface LoginDialogProps {
  siteId: string;
  onLoggedIn: (customer: Customer) => void;
}

/**
 * "Return customer login" (requirements: purchases §2 Checkout): log in without leaving the
 * checkout. Like the login page it toggles between login and password reset (§4 Login form).
 */
export function LoginDialog({ siteId, onLoggedIn }: LoginDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const [mode, setMode] = useState<"login" | "reset">("login");
  const open = (next: boolean) => {
    setOpen(next);
    if (next) setMode("login");
  };
  return (
    <>
      <Button variant="secondary" onPress={() => open(true)}>
        {TEXT.returnCustomerLogin}
      </Button>
      <Dialog title={TEXT.loginTitle} isOpen={isOpen} onOpenChange={open} size="sm">
        {mode === "login" ? (
          <LoginForm
            siteId={siteId}
            onLoggedIn={(customer) => {
              setOpen(false);
              onLoggedIn(customer);
            }}
          />
        ) : (
          <LazyResetRequestForm siteId={siteId} />
        )}
        <Button
          variant="ghost"
          className="account-link-button"
          onPress={() => setMode(mode === "login" ? "reset" : "login")}
        >
          {mode === "login" ? "Forgot your password?" : "Back to login"}
        </Button>
      </Dialog>
    </>
  );
}

function LoginForm({ siteId, onLoggedIn }: LoginDialogProps) {
  const form = useForm<Login>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const { customer } = await logIn({ ...values, site_id: siteId });
      saveCustomerSession(siteId, customer);
      onLoggedIn(customer);
    } catch (error) {
      // Authentication fails: the returned error is shown under the password, once
      // (requirements: purchases §8); the field announces it.
      const message = error instanceof ApiError ? error.msg : TEXT.validationFailed;
      form.setError("password", { message }, { shouldFocus: true });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={TEXT.loginTitle} className="checkout-login">
      <FormText
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
      />
      <FormText
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Logging in…">
        Log in
      </Button>
    </form>
  );
}
