import {
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from "../../../shared/platform/errors";
import type { StaffProfile } from "../../../shared/platform/roles";
import { OPERATIONS_TENANT } from "../../../shared/platform/roles";
import { LOCKED_OUT, type LoginThrottle } from "../../accounts/login-throttle";
import { spendDummyVerification, verifyPassword } from "../../platform/password-hash";
import { sessionSigningKey } from "../../platform/session/signing-key";
import {
  type StoredStaff,
  staffByEmail,
  staffById,
  staffProfile,
} from "../../platform/staff-session/staff-account-store";
import {
  clearedPendingCookie,
  pendingSignInCookie,
  staffSessionCookies,
} from "../../platform/staff-session/staff-cookies";
import {
  signPendingSignIn,
  signStaffSession,
  verifyPendingSignIn,
} from "../../platform/staff-session/staff-token";
import { acceptTotpStep, enrollTotp, spendRecoveryCode, storePendingSecret } from "./session-store";
import {
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  recoveryCodeHash,
} from "./session-totp";

/** One answer for an unknown email, a wrong password, a disabled or a not yet activated account. */
export const INVALID_CREDENTIALS = "The email address or password is incorrect.";
export const SIGN_IN_EXPIRED =
  "Your sign-in has expired. Please enter your email and password again.";
export const WRONG_CODE = "That code is not right. Check your authenticator app and try again.";
export const CODE_USED =
  "That code was already used. Wait for the next code in your authenticator app.";
export const WRONG_RECOVERY_CODE = "That recovery code is not right, or it was already used.";
export const ENROLL_NEEDS_CODE =
  "Enter the 6-digit code from your authenticator app to finish setting up two-factor sign-in.";

export interface SessionDeps {
  /** The customer login's lockout, counted under OPERATIONS_TENANT (no campus check). */
  throttle: LoginThrottle;
}

export interface SignInAnswer {
  next: "totp" | "enroll";
  enroll?: { secret: string; otpauth_uri: string };
  cookies: string[];
}

/**
 * Step 1 (docs/operations/session-and-staff.md): the password, under the customer login's
 * rules: counted before it is checked, one answer and one hash's time for every failure. A right
 * password starts no session: it answers a 5-minute pending cookie for the second factor, and
 * before enrollment a fresh TOTP secret (kept pending until its first code verifies).
 */
export async function signIn(
  deps: SessionDeps,
  { email, password }: { email: string; password: string },
  now: Date,
): Promise<SignInAnswer> {
  const [stored, permit] = await Promise.all([
    staffByEmail(email),
    deps.throttle.admit(OPERATIONS_TENANT, email, now),
  ]);
  if (!permit) throw new TooManyRequestsError(LOCKED_OUT);
  const usable = stored && !stored.account.disabled && stored.secrets.password_hash !== "";
  const matches = usable
    ? await verifyPassword(password, stored.secrets.password_hash)
    : await spendDummyVerification(password).then(() => false);
  if (!usable || !matches) throw new UnauthorizedError(INVALID_CREDENTIALS);
  await deps.throttle.succeeded(OPERATIONS_TENANT, email, permit);

  const { account, secrets } = stored;
  const pending = await signPendingSignIn(
    { staffId: account.id, version: secrets.session_version },
    await sessionSigningKey(),
    now,
  );
  const cookies = [pendingSignInCookie(pending)];
  if (account.totp_enrolled_at !== null) return { next: "totp", cookies };
  const secret = newTotpSecret();
  // Refused only when another tab enrolled meanwhile: that one's code is now the way in.
  if (!(await storePendingSecret(account.id, secret))) return { next: "totp", cookies };
  return {
    next: "enroll",
    enroll: { secret, otpauth_uri: otpauthUri(secret, account.email) },
    cookies,
  };
}

export interface SecondFactorInput {
  code?: string | undefined;
  recovery_code?: string | undefined;
}

export interface SecondFactorAnswer {
  staff: StaffProfile;
  recovery_codes?: string[];
  cookies: string[];
}

/** The account a pending cookie was issued for, while nothing about it changed since. */
async function pendingAccount(token: string | undefined, now: Date): Promise<StoredStaff> {
  const pending = token
    ? await verifyPendingSignIn(token, await sessionSigningKey(), now)
    : undefined;
  const stored = pending ? await staffById(pending.staffId) : undefined;
  if (
    !pending ||
    !stored ||
    stored.account.disabled ||
    stored.secrets.password_hash === "" ||
    stored.secrets.session_version !== pending.version
  ) {
    throw new UnauthorizedError(SIGN_IN_EXPIRED);
  }
  return stored;
}

/** Enrollment: the first right code for the pending secret makes it the account's secret. */
async function enroll(stored: StoredStaff, code: string | undefined, now: Date) {
  if (code === undefined) throw new ValidationError(ENROLL_NEEDS_CODE, { code: ENROLL_NEEDS_CODE });
  const secret = stored.secrets.totp_pending_secret;
  if (!secret) throw new UnauthorizedError(SIGN_IN_EXPIRED);
  const step = matchingStep(secret, code, now);
  if (step === undefined) throw new UnauthorizedError(WRONG_CODE);
  const recoveryCodes = newRecoveryCodes();
  const enrolled = await enrollTotp(
    stored.account.id,
    { secret, step, recoveryHashes: recoveryCodes.map(recoveryCodeHash) },
    now,
  );
  // Another sign-in replaced the secret (or the account was disabled) meanwhile.
  if (!enrolled) throw new UnauthorizedError(SIGN_IN_EXPIRED);
  return recoveryCodes;
}

async function checkCode(stored: StoredStaff, code: string, now: Date): Promise<void> {
  const { totp_secret: secret, totp_last_step: lastStep } = stored.secrets;
  const step = matchingStep(secret, code, now);
  if (step === undefined) throw new UnauthorizedError(WRONG_CODE);
  if (step <= lastStep || !(await acceptTotpStep(stored.account.id, secret, step))) {
    throw new UnauthorizedError(CODE_USED);
  }
}

async function checkRecoveryCode(stored: StoredStaff, code: string): Promise<void> {
  const hash = recoveryCodeHash(code);
  const index = stored.secrets.recovery_code_hashes.indexOf(hash);
  if (index < 0 || !(await spendRecoveryCode(stored.account.id, index, hash))) {
    throw new UnauthorizedError(WRONG_RECOVERY_CODE);
  }
}

/**
 * Step 2: a TOTP code (each time step once) or a single-use recovery code, counted against the
 * same lockout as the password. Only here does a session start: 8 hours at most, 30 minutes
 * idle (functions/platform/staff-session/staff-token.ts); enrolling answers the recovery codes, once.
 */
export async function verifySecondFactor(
  deps: SessionDeps,
  pendingToken: string | undefined,
  input: SecondFactorInput,
  now: Date,
): Promise<SecondFactorAnswer> {
  const stored = await pendingAccount(pendingToken, now);
  const { account, secrets } = stored;
  const permit = await deps.throttle.admit(OPERATIONS_TENANT, account.email, now);
  if (!permit) throw new TooManyRequestsError(LOCKED_OUT);

  let recoveryCodes: string[] | undefined;
  let signedIn = account;
  if (account.totp_enrolled_at === null) {
    recoveryCodes = await enroll(stored, input.code, now);
    signedIn = { ...account, totp_enrolled_at: now.toISOString() };
  } else if (input.code !== undefined) {
    await checkCode(stored, input.code, now);
  } else {
    await checkRecoveryCode(stored, input.recovery_code ?? "");
  }
  await deps.throttle.succeeded(OPERATIONS_TENANT, account.email, permit);

  const session = await signStaffSession(
    { staffId: account.id, version: secrets.session_version, signedInAt: now },
    await sessionSigningKey(),
    now,
  );
  return {
    staff: staffProfile(signedIn),
    ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}),
    cookies: [
      ...(await staffSessionCookies(session.token, session.maxAgeSeconds)),
      clearedPendingCookie(),
    ],
  };
}
