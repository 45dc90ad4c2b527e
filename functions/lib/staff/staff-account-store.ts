import {
  type StaffAccount,
  type StaffSecrets,
  staffAccountEntity,
  staffSecretsSchema,
} from "../../../shared/data/entities/staff-account";
import type { StaffProfile } from "../../../shared/domain/operations/roles";
import { getItem } from "../store/table";

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
