import { zodResolver } from "@hookform/resolvers/zod";
import type { Customer } from "@shared/api/routes/customer-schemas";
import { type Login, loginSchema } from "@shared/domain/validation/forms/login";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/button";
import { Dialog } from "@/components/dialog";
import { Notice } from "@/components/notice";
import { ApiError, apiRequest } from "@/lib/api-client";
import { saveCustomerSession } from "@/lib/session/customer-session";
import { checkoutRoutes } from "../api/checkout-routes";
import { TEXT } from "../lib/messages";
import { FormText } from "./form-text";

export interface LoginDialogProps {
  siteId: string;
  onLoggedIn: (customer: Customer) => void;
}

/** "Return customer login" (requirements: purchases §2 Checkout): log in without leaving the checkout. */
export function LoginDialog({ siteId, onLoggedIn }: LoginDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Login>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { customer } = await apiRequest(checkoutRoutes.login, { ...values, site_id: siteId });
      saveCustomerSession(siteId, customer);
      setOpen(false);
      onLoggedIn(customer);
    } catch (error) {
      // Authentication fails: the returned error is shown under the password (requirements: purchases §8).
      const message = error instanceof ApiError ? error.msg : TEXT.validationFailed;
      form.setError("password", { message });
      setFailure(message);
    }
  });
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {TEXT.returnCustomerLogin}
      </Button>
      <Dialog title={TEXT.loginTitle} isOpen={isOpen} onOpenChange={setOpen} size="sm">
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
          {failure ? <Notice tone="danger">{failure}</Notice> : null}
          <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Logging in…">
            Log in
          </Button>
        </form>
      </Dialog>
    </>
  );
}
