import { zodResolver } from "@hookform/resolvers/zod";
import { type PasswordReset, passwordResetSchema } from "@shared/accounts/schemas/password-reset";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { Button } from "@/components/button";
import { FormStatus } from "@/components/form-status";
import { FormTextField } from "@/components/form-text-field";
import { Notice } from "@/components/notice";
import type { Message } from "@/components/toast";
import { ApiError, GENERIC_FAILURE } from "@/lib/api-client";
import { setStaffPassword } from "../api/session";
import { SignedOutFrame } from "../components/signed-out-frame";

/** The key rides in the fragment (`#key=…`), which browsers never send to a server. */
const keyFromHash = (hash: string): string =>
  new URLSearchParams(hash.replace(/^#/, "")).get("key") ?? "";

const PAGE = "/operations/set-password";

/**
 * `/operations/set-password#key=…`: the invitation's or the reset mail's link. The key is read
 * once and taken out of the address bar; the password is set with the spec's staff password
 * route (PUT /v1/users/update/password, the customer site's CSRF realm: no console session yet).
 * Then sign in, which enrolls two-factor on the first time.
 */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const [publicKey] = useState(() => keyFromHash(location.hash));
  useEffect(() => {
    if (location.hash) navigate(PAGE, { replace: true });
  }, [location.hash, navigate]);
  return (
    <SignedOutFrame title="Set your password">
      {publicKey ? (
        <SetPasswordForm publicKey={publicKey} />
      ) : (
        <>
          <Notice tone="warning" role="status">
            This link has expired or was already used. Ask for a new one.
          </Notice>
          <p>
            <Link to="/operations/forgot-password">Send me a new link</Link>
          </p>
        </>
      )}
    </SignedOutFrame>
  );
}

function SetPasswordForm({ publicKey }: { publicKey: string }) {
  const [message, setMessage] = useState<Message | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<PasswordReset>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { password: "", password_confirmation: "", public_key: publicKey },
  });
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      // The key goes in the PUT body only, never in a URL (docs/security.md).
      await setStaffPassword(values);
      setDone(true);
    } catch (error) {
      setMessage({ text: error instanceof ApiError ? error.msg : GENERIC_FAILURE, tone: "danger" });
    }
  });
  if (done) {
    return (
      <>
        <Notice tone="success" role="status">
          Your password is set.
        </Notice>
        <p>
          <Link to="/operations">Sign in</Link> with your email and the new password. The first
          time, you will set up two-factor sign-in with an authenticator app.
        </p>
      </>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Set your password">
      <FormTextField
        control={form.control}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        description="At least 8 characters."
      />
      <FormTextField
        control={form.control}
        name="password_confirmation"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Saving…">
        Set password
      </Button>
      <FormStatus message={message} />
    </form>
  );
}
