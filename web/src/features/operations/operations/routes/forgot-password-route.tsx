import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import * as z from "zod";
import { Button } from "@/components/button";
import { FormStatus } from "@/components/form-status";
import { FormTextField } from "@/components/form-text-field";
import type { Message } from "@/components/toast";
import { ApiError, GENERIC_FAILURE } from "@/lib/api-client";
import { requestReset } from "../api/session";
import { SignedOutFrame } from "../components/signed-out-frame";

const schema = z.object({
  email: z.string().trim().min(1, "Enter your email.").max(254).email("Enter a valid email."),
});

/**
 * `/operations/forgot-password`: mails a single-use set-password link. The answer is the same
 * for any email, so the page never tells whether an address has an account.
 */
export function Component() {
  const [message, setMessage] = useState<Message | null>(null);
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      await requestReset(values);
      setMessage({
        text: "If that email belongs to a staff account, a link to set a new password is on its way.",
        tone: "success",
      });
    } catch (error) {
      setMessage({ text: error instanceof ApiError ? error.msg : GENERIC_FAILURE, tone: "danger" });
    }
  });
  return (
    <SignedOutFrame title="Reset your password">
      <form onSubmit={submit} noValidate aria-label="Reset your password">
        <p>Enter your work email and we will send you a link to set a new password.</p>
        <FormTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
        />
        <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Sending…">
          Send link
        </Button>
        <FormStatus message={message} />
      </form>
      <div className="ops-signin__links">
        <Link to="/operations">Back to sign in</Link>
      </div>
    </SignedOutFrame>
  );
}
