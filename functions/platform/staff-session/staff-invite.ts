import { randomUUID } from "node:crypto";
import type { TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { resetTokenEntity } from "../../../shared/accounts/entities/reset-token";
import {
  type StaffAccount,
  staffAccountEntity,
  staffEmailClaimEntity,
} from "../../../shared/operations/entities/staff-account";
import {
  OPERATIONS_TENANT,
  STAFF_ROLE_LABELS,
  type StaffRole,
} from "../../../shared/platform/roles";
import type { Mail } from "../mailer";
import { newResetKey } from "../reset-key";

type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

/** An invitation's set-password link works once, for three days (docs/operations/session-and-staff.md). */
export const INVITE_TTL_SECONDS = 72 * 60 * 60;
/** A forgotten staff password's link works once, for one hour, as a customer's. */
export const STAFF_RESET_TTL_SECONDS = 60 * 60;

export interface StaffInvite {
  email: string;
  name: string;
  role: StaffRole;
  /** The campus of a campus role; null for a company admin. */
  site_id: string | null;
}

/** A new, not yet active account: no password, no two-factor (the link sets the first). */
export function newStaffAccount(invite: StaffInvite, now: Date): StaffAccount {
  return {
    id: randomUUID(),
    email: invite.email.trim().toLowerCase(),
    name: invite.name.trim(),
    role: invite.role,
    site_id: invite.role === "admin" ? null : invite.site_id,
    disabled: false,
    created_at: now.toISOString(),
    password_set_at: null,
    totp_enrolled_at: null,
  };
}

/** Every secret of a new account, written top level beside its data. */
export const initialSecrets = () => ({
  password_hash: "",
  totp_secret: "",
  totp_pending_secret: "",
  totp_last_step: 0,
  recovery_code_hashes: [] as string[],
  session_version: 1,
  password_version: 0,
});

/**
 * A `staff` reset key for the account (the customer reset's format, functions/platform/reset-key.ts,
 * under OPERATIONS_TENANT): the Put of its hash and the public key the link carries. Bound to
 * the password version, so setting a password (or a newer invite) voids it.
 */
export function staffKeyPut(
  table: string,
  staffId: string,
  passwordVersion: number,
  ttlSeconds: number,
  now: Date,
): { put: TransactItem; publicKey: string } {
  const key = newResetKey(OPERATIONS_TENANT);
  const item = resetTokenEntity.toItem(
    { siteId: OPERATIONS_TENANT, tokenHash: key.tokenHash },
    {
      kind: "staff",
      subject_id: staffId,
      subject_version: passwordVersion,
      expires_at: Math.floor(now.getTime() / 1000) + ttlSeconds,
    },
  );
  return {
    put: { Put: { TableName: table, Item: item, ConditionExpression: "attribute_not_exists(pk)" } },
    publicKey: key.publicKey,
  };
}

/**
 * The writes of one invitation, for one TransactWrite with the caller's own items (the audit
 * entry, the campus check): the email claim (one account per email across the company), the
 * account and its set-password key, each created only where nothing is.
 */
export function inviteItems(
  table: string,
  account: StaffAccount,
  now: Date,
): { items: TransactItem[]; publicKey: string } {
  const key = staffKeyPut(table, account.id, 0, INVITE_TTL_SECONDS, now);
  const items: TransactItem[] = [
    {
      Put: {
        TableName: table,
        Item: staffEmailClaimEntity.toItem(
          { email: account.email },
          { staff_id: account.id, created_at: account.created_at },
        ),
        ConditionExpression: "attribute_not_exists(pk)",
      },
    },
    {
      Put: {
        TableName: table,
        Item: staffAccountEntity.toItem({ staffId: account.id }, account, initialSecrets()),
        ConditionExpression: "attribute_not_exists(pk)",
      },
    },
    key.put,
  ];
  return { items, publicKey: key.publicKey };
}

/** Position of the email claim in `inviteItems`: its refusal means the email has an account. */
export const CLAIM_INDEX = 0;

/**
 * The console's set-password page with the key in the fragment, as the customer reset link
 * carries its key: a fragment never reaches a server log nor a Referer.
 */
export function setPasswordLink(origin: string, publicKey: string): string {
  return `${origin.replace(/\/$/, "")}/operations/set-password#key=${encodeURIComponent(publicKey)}`;
}

export function inviteMail(account: StaffAccount, link: string, campusName?: string): Mail {
  const where = campusName ? ` for ${campusName}` : "";
  const text = [
    `Hello ${account.name},`,
    "",
    `You have been invited to the Dine On Campus operations console as ${STAFF_ROLE_LABELS[account.role]}${where}.`,
    "",
    "Open this link within 3 days to choose your password (it works once):",
    link,
    "",
    "When you first sign in you will set up two-factor sign-in with an authenticator app.",
    "If you did not expect this invitation, ignore this email.",
  ].join("\n");
  return { to: [account.email], subject: "Your Dine On Campus operations console account", text };
}

export function staffResetMail(account: StaffAccount, link: string): Mail {
  const text = [
    "Someone asked to reset the password of your Dine On Campus operations console account.",
    "",
    "Open this link within one hour to choose a new password (it works once):",
    link,
    "",
    "If you did not ask, ignore this email; your password stays the same.",
  ].join("\n");
  return { to: [account.email], subject: "Reset your operations console password", text };
}
