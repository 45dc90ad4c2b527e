import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import {
  type StaffAccount,
  type StaffSecrets,
  staffAccountEntity,
  staffEmailClaimEntity,
  staffSecretsSchema,
} from "../../../shared/operations/entities/staff-account";
import type { StaffProfile } from "../../../shared/platform/roles";
import { documentClient, tableName } from "../dynamo";
import { conditionalWrite, getItem } from "../table";

export interface StoredStaff {
  account: StaffAccount;
  secrets: StaffSecrets;
}

/** A staff account with its secrets (the guard checks the session version), or undefined. */
export async function staffById(staffId: string): Promise<StoredStaff | undefined> {
  const item = await getItem(staffAccountEntity.key({ staffId }));
  if (!item) return undefined;
  return { account: staffAccountEntity.fromItem(item), secrets: staffSecretsSchema.parse(item) };
}

/** The account an email names (its claim, then the account): two GetItems, no index. */
export async function staffByEmail(email: string): Promise<StoredStaff | undefined> {
  const claim = await getItem(staffEmailClaimEntity.key({ email }));
  if (!claim) return undefined;
  return staffById(staffEmailClaimEntity.fromItem(claim).staff_id);
}

/** What a response may say of an account. */
export const staffProfile = (account: StaffAccount): StaffProfile => ({
  id: account.id,
  email: account.email,
  name: account.name,
  role: account.role,
  site_id: account.site_id,
  disabled: account.disabled,
  active: account.password_set_at !== null && account.totp_enrolled_at !== null,
});

/**
 * Sets the password a `staff` reset key was issued for (an invite or a reset), only while the
 * password is still the one the key was issued for and the account is not disabled. Every
 * session ends, and every other key of the account is void (their version is behind).
 */
export async function setStaffPassword(
  staffId: string,
  passwordHash: string,
  ifPasswordVersion: number,
  now: Date,
): Promise<boolean> {
  return conditionalWrite(
    documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: staffAccountEntity.key({ staffId }),
        UpdateExpression:
          "SET password_hash = :hash, #data.password_set_at = :now ADD password_version :one, session_version :one",
        ConditionExpression:
          "attribute_exists(pk) AND password_version = :version AND #data.disabled = :no",
        ExpressionAttributeNames: { "#data": "data" },
        ExpressionAttributeValues: {
          ":hash": passwordHash,
          ":now": now.toISOString(),
          ":one": 1,
          ":version": ifPasswordVersion,
          ":no": false,
        },
      }),
    ),
  );
}

/** Every session of the account ends (sign-out everywhere); false when there is no account. */
export async function endStaffSessions(staffId: string): Promise<boolean> {
  return conditionalWrite(
    documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: staffAccountEntity.key({ staffId }),
        UpdateExpression: "ADD session_version :one",
        ConditionExpression: "attribute_exists(pk)",
        ExpressionAttributeValues: { ":one": 1 },
      }),
    ),
  );
}
