import { zodResolver } from "@hookform/resolvers/zod";
import {
  PASSWORD_RESET_LINK_TEXT,
  type PasswordReset,
  passwordResetSchema,
} from "@shared/accounts/schemas/password-reset";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { Button } from "@/components/button";
import { FormTextField } from "@/components/form-text-field";
import { Notice } from "@/components/notice";
import { type Message, Toast } from "@/components/toast";
import { ApiError } from "@/lib/api-client";
import { resetPassword } from "../api/password-reset";
import { RESET_REDIRECT_MS, TEXT } from "../lib/messages";

/** The reset key rides in the fragment (`#key=…`), which browsers never send to a server. */
function keyFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, "")).get("key") ?? "";
}

/**
 * requirements: purchases §2 /customerResetPassword (customers) and /resetPassword (staff tools),
 * with the key in the fragment (docs/decisions/accounts.md "Password reset"). The key is read
 * once, then taken out of the address bar, so history keeps only the bare page. A link with the
 * key in its path (from before) is answered as expired: that key already reached a server, and
 * it is sent nowhere. Success: the toast, then after 2 s the returned domain or the base
 * domain (customers) or the staff login page, which is the landing page until staff tools exist.
 */
export function Component() {
  const location = useLocation();
  const staff = location.pathname.toLowerCase().startsWith("/resetpassword");
  const page = staff ? "/resetPassword" : "/customerResetPassword";
  const [publicKey] = useState(() => keyFromHash(location.hash));
  const navigate = useNavigate();

  useEffect(() => {
    if (location.hash || location.pathname.replace(/\/$/, "") !== page) {
      navigate(page, { replace: true });
    }
  }, [location.hash, location.pathname, page, navigate]);

  return (
    <main id="main-content" className="account-page account-page--narrow">
      <title>Reset your password</title>
      <h1>Reset your password</h1>
      {publicKey ? <ResetForm publicKey={publicKey} staff={staff} /> : <ExpiredLink />}
    </main>
  );
}

function ExpiredLink() {
  return (
    <>
      <Notice tone="warning" role="status">
        {PASSWORD_RESET_LINK_TEXT.expired}
      </Notice>
      <p>{PASSWORD_RESET_LINK_TEXT.howTo}</p>
      <p>
        <Link to="/">{PASSWORD_RESET_LINK_TEXT.findCampus}</Link>
      </p>
    </>
  );
}

function ResetForm({ publicKey, staff }: { publicKey: string; staff: boolean }) {
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

  // The key goes in the PUT body only, never in a URL (docs/security.md).
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await resetPassword(staff, values);
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
    <>
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
    </>
  );
}
