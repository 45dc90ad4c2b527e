import { TransactWriteCommand, type TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import type { StaffAccount } from "../../../shared/operations/entities/staff-account";
import {
  STAFF_FORM_MESSAGES,
  type StaffInviteInput,
  type StaffMember,
} from "../../../shared/operations/routes/operations-staff";
import {
  ConflictError,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
} from "../../../shared/platform/errors";
import { OPERATIONS_TENANT, type StaffRole } from "../../../shared/platform/roles";
import { documentClient, tableName } from "../../platform/dynamo";
import { logger } from "../../platform/logger";
import type { Mailer } from "../../platform/mailer";
import { staffById, staffProfile } from "../../platform/staff-session/staff-account-store";
import type { StaffContext } from "../../platform/staff-session/staff-guard";
import {
  CLAIM_INDEX,
  INVITE_TTL_SECONDS,
  inviteItems,
  inviteMail,
  newStaffAccount,
  setPasswordLink,
  staffKeyPut,
} from "../../platform/staff-session/staff-invite";
import { cancellationCodes, isConditionFailure } from "../../platform/table";
import { auditPut } from "./audit";
import {
  accountChange,
  campusExists,
  invitationRenewed,
  listStaffAccounts,
  twoFactorCleared,
} from "./staff-store";

type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

export const STAFF_MESSAGES = {
  duplicate: "A staff account with this email already exists.",
  unknownCampus: "There is no campus with this id.",
  notFound: "There is no such staff member.",
  changedMeanwhile: "This staff member was changed meanwhile. Reload and try again.",
  notYourself:
    "You cannot change your own role, campus or access; ask another company admin to do it.",
  alreadyActive:
    "This staff member has already set a password; they can use Forgot password to get a new one.",
  mailUnavailable: "Invitations cannot be mailed right now. Please try again later.",
  invited: "Invitation sent.",
  notMailed:
    "The account was created, but the invitation could not be mailed. Send it again from the staff list.",
  updated: "Staff member updated.",
  twoFactorReset: "Two-factor sign-in was reset; they set it up again at their next sign-in.",
} as const;

export interface StaffAdminDeps {
  mailer: Mailer;
  /** The configured web origin the set-password link points at; never a request header. */
  webOrigin: string | undefined;
  campusName(siteId: string): Promise<string | undefined>;
}

/** A staff list row: the profile and where the account stands. */
export const staffMember = (account: StaffAccount): StaffMember => ({
  ...staffProfile(account),
  created_at: account.created_at,
  password_set_at: account.password_set_at,
  totp_enrolled_at: account.totp_enrolled_at,
});

/** Where a change to an account is audited: its campus, or the company's own log. */
const auditSiteOf = (account: Pick<StaffAccount, "site_id">) =>
  account.site_id ?? OPERATIONS_TENANT;

/** The audit's view of an account: what the staff screen changes, never a secret. */
const audited = (account: StaffAccount) => ({
  email: account.email,
  name: account.name,
  role: account.role,
  site_id: account.site_id,
  disabled: account.disabled,
  totp_enrolled: account.totp_enrolled_at !== null,
});

const send = (items: TransactItem[]) =>
  documentClient().send(new TransactWriteCommand({ TransactItems: items }));

export const listStaffMembers = async () => ({
  staff: (await listStaffAccounts()).map(staffMember),
});

async function mailInvitation(
  deps: StaffAdminDeps,
  origin: string,
  account: StaffAccount,
  publicKey: string,
): Promise<boolean> {
  try {
    const campus = account.site_id ? await deps.campusName(account.site_id) : undefined;
    await deps.mailer.send(inviteMail(account, setPasswordLink(origin, publicKey), campus));
    return true;
  } catch (error) {
    // The account stands (its audit entry too); the admin sends the invitation again.
    logger.error("staff invitation mail failed", { staffId: account.id, error: error as Error });
    return false;
  }
}

/**
 * A new account, its email claim (one account per email, company-wide), its 72-hour
 * set-password key, the campus check and the audit entry in one TransactWrite; then the mail.
 */
export async function inviteStaffMember(
  deps: StaffAdminDeps,
  staff: StaffContext,
  input: StaffInviteInput,
  now: Date,
) {
  const origin = deps.webOrigin;
  if (!origin) throw new ServiceUnavailableError(STAFF_MESSAGES.mailUnavailable);
  const account = newStaffAccount({ ...input, site_id: input.site_id ?? null }, now);
  const { items, publicKey } = inviteItems(tableName(), account, now);
  const checks = account.site_id ? [campusExists(account.site_id)] : [];
  const audit = auditPut(
    staff,
    {
      siteId: auditSiteOf(account),
      action: "staff.invite",
      target: `staff:${account.id}`,
      after: audited(account),
    },
    now,
  );
  try {
    await send([...items, ...checks, audit]);
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes[CLAIM_INDEX] === "ConditionalCheckFailed") {
      throw new ConflictError(STAFF_MESSAGES.duplicate);
    }
    if (checks.length > 0 && codes[items.length] === "ConditionalCheckFailed") {
      throw new ValidationError(STAFF_MESSAGES.unknownCampus, {
        site_id: STAFF_MESSAGES.unknownCampus,
      });
    }
    throw error;
  }
  const mailed = await mailInvitation(deps, origin, account, publicKey);
  return {
    staff: staffMember(account),
    mailed,
    msg: mailed ? STAFF_MESSAGES.invited : STAFF_MESSAGES.notMailed,
  };
}

async function existing(staffId: string) {
  const stored = await staffById(staffId);
  if (!stored) throw new NotFoundError(STAFF_MESSAGES.notFound);
  return stored;
}

export interface StaffChange {
  staff_id: string;
  role?: StaffRole | undefined;
  site_id?: string | null | undefined;
  disabled?: boolean | undefined;
}

/** The account after the change, refused when the role and the campus do not fit. */
function changed(before: StaffAccount, change: StaffChange): StaffAccount {
  const role = change.role ?? before.role;
  const given = change.site_id;
  if (role === "admin" && given) {
    throw new ValidationError(STAFF_FORM_MESSAGES.adminHasNoCampus, {
      site_id: STAFF_FORM_MESSAGES.adminHasNoCampus,
    });
  }
  const site_id = role === "admin" ? null : given === undefined ? before.site_id : given;
  if (role !== "admin" && !site_id) {
    throw new ValidationError(STAFF_FORM_MESSAGES.campusRequired, {
      site_id: STAFF_FORM_MESSAGES.campusRequired,
    });
  }
  return { ...before, role, site_id, disabled: change.disabled ?? before.disabled };
}

/** Refusals of a change's TransactWrite: the account moved on, or the campus is unknown. */
function changeRefused(error: unknown, campusCheckAt: number | undefined): never {
  if (!isConditionFailure(error)) throw error;
  if (
    campusCheckAt !== undefined &&
    cancellationCodes(error)[campusCheckAt] === "ConditionalCheckFailed"
  ) {
    throw new ValidationError(STAFF_MESSAGES.unknownCampus, {
      site_id: STAFF_MESSAGES.unknownCampus,
    });
  }
  throw new ConflictError(STAFF_MESSAGES.changedMeanwhile);
}

/** Audit entries of a change: in the campus it left and the one it joined (each once). */
function auditPuts(
  staff: StaffContext,
  facts: { action: string; before: StaffAccount; after: StaffAccount },
  now: Date,
): TransactItem[] {
  const sites = [...new Set([auditSiteOf(facts.before), auditSiteOf(facts.after)])];
  return sites.map((siteId) =>
    auditPut(
      staff,
      {
        siteId,
        action: facts.action,
        target: `staff:${facts.after.id}`,
        before: audited(facts.before),
        after: audited(facts.after),
      },
      now,
    ),
  );
}

/**
 * Role, campus or disabled: disabling, or a new role or campus, ends every session of the
 * account at once (the guard reads the account on every request). An admin never changes
 * their own account here, so the company cannot lock out its last admin by a slip.
 */
export async function updateStaffMember(staff: StaffContext, change: StaffChange, now: Date) {
  if (change.staff_id === staff.account.id) throw new ConflictError(STAFF_MESSAGES.notYourself);
  const { account: before } = await existing(change.staff_id);
  const after = changed(before, change);
  const endSessions =
    (after.disabled && !before.disabled) ||
    after.role !== before.role ||
    after.site_id !== before.site_id;
  const moved = after.site_id !== null && after.site_id !== before.site_id;
  const items = [accountChange(before, after, endSessions)];
  if (moved && after.site_id) items.push(campusExists(after.site_id));
  items.push(...auditPuts(staff, { action: "staff.update", before, after }, now));
  try {
    await send(items);
  } catch (error) {
    changeRefused(error, moved ? 1 : undefined);
  }
  return { staff: staffMember(after), msg: STAFF_MESSAGES.updated };
}

/** A lost phone: the next sign-in enrolls two-factor again; every session ends now. */
export async function resetTwoFactor(staff: StaffContext, staffId: string, now: Date) {
  const { account: before } = await existing(staffId);
  const after = { ...before, totp_enrolled_at: null };
  try {
    await send([
      twoFactorCleared(before),
      ...auditPuts(staff, { action: "staff.reset_two_factor", before, after }, now),
    ]);
  } catch (error) {
    changeRefused(error, undefined);
  }
  return { staff: staffMember(after), msg: STAFF_MESSAGES.twoFactorReset };
}

/** A new invitation link for an account still waiting for its first password. */
export async function resendInvitation(
  deps: StaffAdminDeps,
  staff: StaffContext,
  staffId: string,
  now: Date,
) {
  const origin = deps.webOrigin;
  if (!origin) throw new ServiceUnavailableError(STAFF_MESSAGES.mailUnavailable);
  const { account, secrets } = await existing(staffId);
  if (account.password_set_at !== null) throw new ConflictError(STAFF_MESSAGES.alreadyActive);
  if (account.disabled) throw new ConflictError(STAFF_MESSAGES.changedMeanwhile);
  const version = secrets.password_version;
  const key = staffKeyPut(tableName(), account.id, version + 1, INVITE_TTL_SECONDS, now);
  try {
    await send([
      invitationRenewed(account, version),
      key.put,
      auditPut(
        staff,
        {
          siteId: auditSiteOf(account),
          action: "staff.invite_resent",
          target: `staff:${account.id}`,
        },
        now,
      ),
    ]);
  } catch (error) {
    changeRefused(error, undefined);
  }
  const mailed = await mailInvitation(deps, origin, account, key.publicKey);
  return {
    staff: staffMember(account),
    mailed,
    msg: mailed ? STAFF_MESSAGES.invited : STAFF_MESSAGES.notMailed,
  };
}
