import type { TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import {
  allStaffAccounts,
  type StaffAccount,
  staffAccountEntity,
} from "../../../shared/operations/entities/staff-account";
import { siteEntity } from "../../../shared/site-content/entities/site";
import { tableName } from "../../platform/dynamo";
import { queryEntities } from "../../platform/table";

type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

// The staff screen's writes, as items of the TransactWrite that also carries each change's
// audit entry (functions/operations/operations/audit.ts). Each is conditioned on the account as it was
// read, so the audit's `before` is what the change replaced.

/** Every account of the company (one Query on gsi1, campus then email). */
export const listStaffAccounts = (): Promise<StaffAccount[]> =>
  queryEntities(staffAccountEntity, allStaffAccounts());

/** The campus a staff member is given must exist (published or not yet). */
export const campusExists = (siteId: string): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: siteEntity.key({ siteId }),
    ConditionExpression: "attribute_exists(pk)",
  },
});

const unchangedSince = {
  ConditionExpression:
    "attribute_exists(pk) AND #data.#role = :was_role AND #data.site_id = :was_site AND #data.disabled = :was_disabled",
  names: { "#data": "data", "#role": "role" },
  values: (before: StaffAccount) => ({
    ":was_role": before.role,
    ":was_site": before.site_id,
    ":was_disabled": before.disabled,
  }),
};

/**
 * Role, campus and disabled flag, with the campus index key that lists the account; when
 * `endSessions`, the session version moves on, so every session and pending sign-in ends.
 */
export function accountChange(
  before: StaffAccount,
  after: StaffAccount,
  endSessions: boolean,
): TransactItem {
  const { gsi1sk } = staffAccountEntity.indexes?.({ staffId: after.id }, after) ?? {};
  return {
    Update: {
      TableName: tableName(),
      Key: staffAccountEntity.key({ staffId: after.id }),
      UpdateExpression: `SET #data.#role = :role, #data.site_id = :site, #data.disabled = :disabled, gsi1sk = :gsi1sk${endSessions ? " ADD session_version :one" : ""}`,
      ConditionExpression: unchangedSince.ConditionExpression,
      ExpressionAttributeNames: unchangedSince.names,
      ExpressionAttributeValues: {
        ...unchangedSince.values(before),
        ":role": after.role,
        ":site": after.site_id,
        ":disabled": after.disabled,
        ":gsi1sk": gsi1sk,
        ...(endSessions ? { ":one": 1 } : {}),
      },
    },
  };
}

/** Two-factor cleared: secret, pending secret, recovery codes; every session ends. */
export function twoFactorCleared(before: StaffAccount): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: staffAccountEntity.key({ staffId: before.id }),
      UpdateExpression:
        "SET #data.totp_enrolled_at = :null, totp_secret = :empty, totp_pending_secret = :empty, recovery_code_hashes = :none, totp_last_step = :zero ADD session_version :one",
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeNames: { "#data": "data" },
      ExpressionAttributeValues: {
        ":null": null,
        ":empty": "",
        ":none": [],
        ":zero": 0,
        ":one": 1,
      },
    },
  };
}

/**
 * A new invitation voids the earlier links: the password version moves on, only while the
 * account is still waiting for its first password and is not disabled.
 */
export function invitationRenewed(before: StaffAccount, passwordVersion: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: staffAccountEntity.key({ staffId: before.id }),
      UpdateExpression: "SET password_version = :next",
      ConditionExpression:
        "#data.password_set_at = :null AND #data.disabled = :no AND password_version = :version",
      ExpressionAttributeNames: { "#data": "data" },
      ExpressionAttributeValues: {
        ":null": null,
        ":no": false,
        ":version": passwordVersion,
        ":next": passwordVersion + 1,
      },
    },
  };
}
