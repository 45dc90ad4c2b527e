import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { Secret, TOTP } from "otpauth";
import { documentClient, tableName } from "../../functions/platform/dynamo";
import { hashPassword } from "../../functions/platform/password-hash";
import {
  staffPendingCookieName,
  staffSessionCookieName,
} from "../../functions/platform/session/cookies";
import { staffAccountEntity } from "../../shared/operations/entities/staff-account";
import type { StaffRole } from "../../shared/platform/roles";
import { sentMail } from "./account-client";
import { callHandler } from "./in-process";
import { callOperations, createStaffAccount, type StaffOptions } from "./staff";

/** Cheap scrypt parameters: the stored hash names them, so sign-in verifies it as fast. */
const FAST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };
export const STAFF_TEST_PASSWORD = "Console-test-1!";

export const fastHash = (password = STAFF_TEST_PASSWORD) => hashPassword(password, FAST_SCRYPT);

/** A TOTP code for `secret` at `at` (default now); `steps` ahead for a code not yet used. */
export const totpCode = (secret: string, steps = 0, at = Date.now()): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at + steps * 30_000 });

/** The value a response's Set-Cookie gave `name` ("" when cleared); undefined when not set. */
export function cookieFrom(setCookies: readonly string[], name: string): string | undefined {
  for (const line of setCookies) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    if (pair.slice(0, at) === name) return decodeURIComponent(pair.slice(at + 1));
  }
  return undefined;
}

export const pendingCookie = (token: string) => `${staffPendingCookieName()}=${token}`;
export const sessionCookieOf = (setCookies: readonly string[]) =>
  cookieFrom(setCookies, staffSessionCookieName());
export const pendingCookieOf = (setCookies: readonly string[]) =>
  cookieFrom(setCookies, staffPendingCookieName());

let counter = 0;
export const uniqueStaffEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${(counter++).toString(36)}@staff.example.edu`;

/** An account with a (cheaply hashed) password; enrolled with `totpSecret` when given. */
export async function accountWithPassword(
  role: StaffRole,
  siteId: string | null,
  options: StaffOptions & { enrolled?: boolean } = {},
) {
  const email = options.email ?? uniqueStaffEmail(role);
  const enrolled = options.enrolled ?? true;
  const account = await createStaffAccount(role, siteId, {
    ...options,
    email,
    passwordHash: await fastHash(),
    active: enrolled,
  });
  if (!enrolled) {
    // Invited and the password set, two-factor not yet enrolled.
    account.password_set_at = account.created_at;
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: staffAccountEntity.key({ staffId: account.id }),
        UpdateExpression: "SET #data.password_set_at = :at",
        ExpressionAttributeNames: { "#data": "data" },
        ExpressionAttributeValues: { ":at": account.created_at },
      }),
    );
  }
  return { account, email };
}

export const signIn = (email: string, password = STAFF_TEST_PASSWORD) =>
  callOperations<{ next: string; enroll?: { secret: string; otpauth_uri: string } }>(
    "POST",
    "/v1/operations/session",
    { email, password },
  );

export const secondFactor = (pending: string, params: Record<string, unknown>) =>
  callOperations<{ staff: { id: string; active: boolean }; recovery_codes?: string[] }>(
    "POST",
    "/v1/operations/session/two_factor",
    params,
    undefined,
    [pendingCookie(pending)],
  );

export const getSession = (token: string) =>
  callOperations<{ staff: { id: string }; sites: { id: string }[]; expires_at: string }>(
    "GET",
    "/v1/operations/session",
    {},
    token,
  );

/** Password, then a code: the session token (fails the test when either step does). */
export async function fullSignIn(email: string, secret: string, steps = 0): Promise<string> {
  const first = await signIn(email);
  if (first.status !== 200) throw new Error(`sign-in ${first.status}: ${first.body.msg}`);
  const pending = pendingCookieOf(first.cookies) ?? "";
  const second = await secondFactor(pending, { code: totpCode(secret, steps) });
  if (second.status !== 200) throw new Error(`two-factor ${second.status}: ${second.body.msg}`);
  return sessionCookieOf(second.cookies) ?? "";
}

const SET_PASSWORD_LINK = /(https?:\/\/\S+)\/operations\/set-password#key=(\S+)/;

/** The newest set-password link mailed to `to`: its origin and its key. */
export async function setPasswordLinkFor(to: string): Promise<{ origin: string; key: string }> {
  const mail = (await sentMail(to)).filter((m) => SET_PASSWORD_LINK.test(m.body.text ?? "")).at(-1);
  const match = mail?.body.text?.match(SET_PASSWORD_LINK);
  if (!match?.[1] || !match[2]) throw new Error(`No set-password link mailed to ${to}`);
  return { origin: match[1], key: decodeURIComponent(match[2]) };
}

/** PUT /v1/users/update/password, the spec's staff password route. */
export const setStaffPassword = (publicKey: string, password = STAFF_TEST_PASSWORD) =>
  callHandler<{ domain?: string }>("users", "PUT", "/v1/users/update/password", {
    public_key: publicKey,
    password,
    password_confirmation: password,
  });
