import { zodResolver } from "@hookform/resolvers/zod";
import {
  recoveryCodeSchema,
  type staffSecondFactorSchema,
  staffSignInSchema,
  totpCodeSchema,
} from "@shared/operations/routes/operations-session";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useLocation, useNavigate } from "react-router-dom";
import { renderSVG } from "uqr";
import * as z from "zod";
import { Button } from "@/components/button";
import { FormTextField } from "@/components/form-text-field";
import { LoadingState } from "@/components/load-state";
import { Notice } from "@/components/notice";
import { ApiError, GENERIC_FAILURE } from "@/lib/api-client";
import { hasConsoleCookie } from "../api/ops-request";
import {
  fetchStaffSession,
  signIn,
  useEnterSession,
  useStaffSession,
  verifySecondFactor,
} from "../api/session";
import { SignedOutFrame } from "../components/signed-out-frame";
import { type ConsoleSession, homePath, safeReturnPath } from "../lib/console-session";

export const SESSION_ENDED_TEXT = "Your session has ended. Please sign in again.";

/** What the shell passes when it sends someone here. */
export interface SignInState {
  /** The console page to return to after signing in. */
  from?: string;
  /** The session ended while they worked (401), as opposed to never having signed in. */
  ended?: boolean;
}

const messageOf = (error: unknown): string =>
  error instanceof ApiError ? error.msg : GENERIC_FAILURE;

/**
 * `/operations`: the staff sign-in (docs/operations/screens.md "Signing in"). Password first;
 * then the 6-digit code of the authenticator app (or a recovery code), or on the first sign-in
 * the enrollment: the QR code and the secret as text, a first code, and the 10 recovery codes
 * shown once. A browser already signed in goes straight to its first screen.
 */
export function Component() {
  const location = useLocation();
  const state = (location.state ?? {}) as SignInState;
  // The console's CSRF cookie lives exactly as long as its session: without it there is no
  // session to ask about, and no 401 to provoke.
  const [mayHaveSession] = useState(hasConsoleCookie);
  const { data, error, isLoading } = useStaffSession(mayHaveSession && !state.ended, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  if (data) return <Navigate to={safeReturnPath(state.from) ?? homePath(data)} replace />;
  if (isLoading && !error) {
    return (
      <SignedOutFrame title="Sign in">
        <LoadingState>Checking your session…</LoadingState>
      </SignedOutFrame>
    );
  }
  return <SignIn ended={Boolean(state.ended)} from={safeReturnPath(state.from)} />;
}

type Step =
  | { kind: "password" }
  | { kind: "code" }
  | { kind: "enroll"; secret: string; uri: string }
  | { kind: "recovery-codes"; codes: string[]; session: ConsoleSession };

function SignIn({ ended, from }: { ended: boolean; from: string | null }) {
  const [step, setStep] = useState<Step>({ kind: "password" });
  const [restartNotice, setRestartNotice] = useState<string | null>(null);
  const seedSession = useEnterSession();
  const navigate = useNavigate();

  const enter = (session: ConsoleSession) => {
    void seedSession(session);
    navigate(from ?? homePath(session), { replace: true });
  };

  /** After the second factor: the session's campuses decide where to land. */
  const afterSecondFactor = async (recoveryCodes: string[] | undefined) => {
    const session = await fetchStaffSession();
    if (recoveryCodes?.length) setStep({ kind: "recovery-codes", codes: recoveryCodes, session });
    else enter(session);
  };

  const restart = (text: string | null) => {
    setRestartNotice(text);
    setStep({ kind: "password" });
  };

  return (
    <SignedOutFrame
      title={
        step.kind === "enroll"
          ? "Set up two-factor sign-in"
          : step.kind === "recovery-codes"
            ? "Save your recovery codes"
            : "Sign in to Operations"
      }
    >
      {step.kind === "password" ? (
        <>
          {ended ? (
            <Notice tone="info" role="status">
              {SESSION_ENDED_TEXT}
            </Notice>
          ) : null}
          {restartNotice ? (
            <Notice tone="warning" role="alert">
              {restartNotice}
            </Notice>
          ) : null}
          <PasswordStep
            onNext={(answer) => {
              setRestartNotice(null);
              if (answer.next === "enroll" && answer.enroll) {
                setStep({
                  kind: "enroll",
                  secret: answer.enroll.secret,
                  uri: answer.enroll.otpauth_uri,
                });
              } else {
                setStep({ kind: "code" });
              }
            }}
          />
          <div className="ops-signin__links">
            <Link to="/operations/forgot-password">Forgot your password?</Link>
          </div>
        </>
      ) : step.kind === "code" ? (
        <CodeStep onDone={afterSecondFactor} onRestart={restart} />
      ) : step.kind === "enroll" ? (
        <EnrollStep
          secret={step.secret}
          uri={step.uri}
          onDone={afterSecondFactor}
          onRestart={restart}
        />
      ) : (
        <RecoveryCodes codes={step.codes} onContinue={() => enter(step.session)} />
      )}
    </SignedOutFrame>
  );
}

type PasswordValues = z.infer<typeof staffSignInSchema>;

function PasswordStep({
  onNext,
}: {
  onNext: (answer: {
    next: "totp" | "enroll";
    enroll?: { secret: string; otpauth_uri: string };
  }) => void;
}) {
  const form = useForm<PasswordValues>({
    resolver: zodResolver(staffSignInSchema),
    defaultValues: { email: "", password: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      onNext(await signIn(values));
    } catch (error) {
      // One place for the answer (wrong password, locked out): under the password.
      form.setError("password", { message: messageOf(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
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
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Signing in…">
        Continue
      </Button>
    </form>
  );
}

type SecondFactorValues = z.input<typeof staffSecondFactorSchema>;

const codeForm = z.object({ code: totpCodeSchema });
const recoveryForm = z.object({ recovery_code: recoveryCodeSchema });

/**
 * A pending sign-in lasts minutes (and ends if the account changed): that 401 says "expired",
 * and the only way on is the password again; a wrong code is answered on the code field.
 */
const isExpiredSignIn = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.statusCode === 401 && /expired/i.test(error.msg);

function useSecondFactor(
  onDone: (codes: string[] | undefined) => Promise<void>,
  onRestart: (text: string) => void,
) {
  return async (values: SecondFactorValues, fail: (message: string) => void): Promise<void> => {
    try {
      const answer = await verifySecondFactor(values);
      await onDone(answer.recovery_codes);
    } catch (error) {
      if (isExpiredSignIn(error)) onRestart(error.msg);
      else fail(messageOf(error));
    }
  };
}

function CodeStep({
  onDone,
  onRestart,
}: {
  onDone: (codes: string[] | undefined) => Promise<void>;
  onRestart: (text: string | null) => void;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  const verify = useSecondFactor(onDone, onRestart);
  return (
    <>
      {useRecovery ? (
        <RecoveryCodeForm verify={verify} />
      ) : (
        <TotpCodeForm
          verify={verify}
          intro="Enter the 6-digit code from your authenticator app."
          submitLabel="Sign in"
        />
      )}
      <div className="ops-signin__links">
        <Button
          variant="ghost"
          className="ops-link-button"
          onPress={() => setUseRecovery(!useRecovery)}
        >
          {useRecovery ? "Use your authenticator app instead" : "Use a recovery code instead"}
        </Button>
        <Button variant="ghost" className="ops-link-button" onPress={() => onRestart(null)}>
          Start over
        </Button>
      </div>
    </>
  );
}

type Verify = ReturnType<typeof useSecondFactor>;

function TotpCodeForm({
  verify,
  intro,
  submitLabel,
}: {
  verify: Verify;
  intro: string;
  submitLabel: string;
}) {
  const form = useForm<z.infer<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { code: "" },
  });
  const submit = form.handleSubmit((values) =>
    verify({ code: values.code }, (message) => form.setError("code", { message })),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Authenticator code">
      <p>{intro}</p>
      <FormTextField
        control={form.control}
        name="code"
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
      />
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Checking…">
        {submitLabel}
      </Button>
    </form>
  );
}

function RecoveryCodeForm({ verify }: { verify: Verify }) {
  const form = useForm<z.infer<typeof recoveryForm>>({
    resolver: zodResolver(recoveryForm),
    defaultValues: { recovery_code: "" },
  });
  const submit = form.handleSubmit((values) =>
    verify({ recovery_code: values.recovery_code }, (message) =>
      form.setError("recovery_code", { message }),
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Sign in with a recovery code">
      <p>
        Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code
        works once.
      </p>
      <FormTextField
        control={form.control}
        name="recovery_code"
        label="Recovery code"
        autoComplete="off"
        autoFocus
      />
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Checking…">
        Sign in
      </Button>
    </form>
  );
}

function EnrollStep({
  secret,
  uri,
  onDone,
  onRestart,
}: {
  secret: string;
  uri: string;
  onDone: (codes: string[] | undefined) => Promise<void>;
  onRestart: (text: string | null) => void;
}) {
  const verify = useSecondFactor(onDone, onRestart);
  // An <img> of the SVG, not markup in the page: nothing from the answer is parsed as HTML.
  const qr = useMemo(
    () => `data:image/svg+xml,${encodeURIComponent(renderSVG(uri, { border: 2 }))}`,
    [uri],
  );
  return (
    <>
      <p>
        Every staff account signs in with a code from an authenticator app. Scan this QR code with
        the app (Google Authenticator, Microsoft Authenticator, 1Password or similar):
      </p>
      <img
        className="ops-qr"
        src={qr}
        alt="QR code that adds your Operations account to an authenticator app"
        width={192}
        height={192}
      />
      <p>Or enter this secret key in the app by hand:</p>
      <p>
        <code className="ops-secret">{secret}</code>
      </p>
      <TotpCodeForm
        verify={verify}
        intro="Then enter the 6-digit code the app shows."
        submitLabel="Turn on two-factor sign-in"
      />
    </>
  );
}

function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  return (
    <>
      <Notice tone="warning" role="status">
        These codes are shown only once. Each one signs you in once if you lose your authenticator
        app. Print them or keep them in a password manager.
      </Notice>
      <ul className="ops-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button onPress={onContinue}>I have saved these codes</Button>
    </>
  );
}
