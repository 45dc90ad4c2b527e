import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { documentClient, tableName } from "../../../functions/platform/dynamo";
import { hashPassword } from "../../../functions/platform/password-hash";
import { initialSecrets } from "../../../functions/platform/staff-session/staff-invite";
import { getItem, isConditionFailure } from "../../../functions/platform/table";
import {
  type StaffAccount,
  staffAccountEntity,
  staffEmailClaimEntity,
} from "../../../shared/operations/entities/staff-account";
import type { StaffRole } from "../../../shared/platform/roles";

export interface DemoStaff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** True for the campus roles: they work on the demo campus. */
  onCampus: boolean;
  password: string;
  /** Base32, for an authenticator app (or `npx otpauth`-style tools) on a developer's machine. */
  totpSecret: string;
}

/** Demo only, printed in the start banner: never a password or secret of a real stage. */
export const DEMO_STAFF_PASSWORD = "Console-demo-1!";

/** One demo account per role (docs/operations/session-and-staff.md "Demo"): the company admin, and Cedar Ridge's campus roles. */
export const DEMO_STAFF: readonly DemoStaff[] = [
  {
    id: "demo-admin",
    email: "admin@dineoncampus.example",
    name: "Avery Admin",
    role: "admin",
    onCampus: false,
    password: DEMO_STAFF_PASSWORD,
    totpSecret: "P3I7HDMDCBLC74Z2UAG67KHT3PCWIFCL",
  },
  {
    id: "demo-manager",
    email: "manager@cedar-ridge.example.edu",
    name: "Morgan Manager",
    role: "manager",
    onCampus: true,
    password: DEMO_STAFF_PASSWORD,
    totpSecret: "P6426SG5KYQ5B45IVDC4FRH45ADUVJ6V",
  },
  {
    id: "demo-card-office",
    email: "cardoffice@cedar-ridge.example.edu",
    name: "Casey Card Office",
    role: "card_office",
    onCampus: true,
    password: DEMO_STAFF_PASSWORD,
    totpSecret: "IDQM37YAIAHZ3J4BD6AWRRSQXRBSTLF2",
  },
  {
    id: "demo-host",
    email: "host@cedar-ridge.example.edu",
    name: "Harper Host",
    role: "host",
    onCampus: true,
    password: DEMO_STAFF_PASSWORD,
    totpSecret: "MSQYK7MJIHUOBNKD2NSJZCOAIGUEGEOJ",
  },
];

/** One demo account, active: password set and two-factor enrolled with its fixed secret. */
async function seedOne(demo: DemoStaff, siteId: string, now: Date): Promise<void> {
  // A restart keeps whatever the account became (a changed password, a reset two-factor).
  if (await getItem(staffAccountEntity.key({ staffId: demo.id }))) return;
  const at = now.toISOString();
  const account: StaffAccount = {
    id: demo.id,
    email: demo.email,
    name: demo.name,
    role: demo.role,
    site_id: demo.onCampus ? siteId : null,
    disabled: false,
    created_at: at,
    password_set_at: at,
    totp_enrolled_at: at,
  };
  const secrets = {
    ...initialSecrets(),
    password_hash: await hashPassword(demo.password),
    totp_secret: demo.totpSecret,
  };
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: staffEmailClaimEntity.toItem(
                { email: demo.email },
                { staff_id: demo.id, created_at: at },
              ),
              ConditionExpression: "attribute_not_exists(pk)",
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: staffAccountEntity.toItem({ staffId: demo.id }, account, secrets),
              ConditionExpression: "attribute_not_exists(pk)",
            },
          },
        ],
      }),
    );
  } catch (error) {
    // Another seeding got there first (or the email belongs to an invited account): keep it.
    if (!isConditionFailure(error)) throw error;
  }
}

/** The demo staff of every role, active, written once (docs/operations/session-and-staff.md). */
export async function seedStaffDemo(siteId: string, now: Date): Promise<void> {
  await Promise.all(DEMO_STAFF.map((demo) => seedOne(demo, siteId, now)));
}
