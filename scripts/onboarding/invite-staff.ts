import { createRequire } from "node:module";
import type * as Sesv2 from "@aws-sdk/client-sesv2";
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { Mailer } from "../../functions/platform/mailer";
import {
  CLAIM_INDEX,
  inviteItems,
  inviteMail,
  newStaffAccount,
  setPasswordLink,
} from "../../functions/platform/staff-session/staff-invite";
import { cancellationCodes } from "../../functions/platform/table";
import type { CampusFile } from "../../shared/onboarding/campus-file";
import type { OnboardTargets } from "./aws-clients";
import { ConfigurationError } from "./configuration-error";

/** Where invited staff's set-password links point, and how the invitations are sent. */
export interface InviteMailing {
  /** The stage's public web origin (never guessed): links are `{origin}/operations/set-password#key=…`. */
  webOrigin: string;
  mailer: Mailer;
  close?(): void;
}

export interface InviteCounts {
  invited: number;
  /** Emails that already had a console account: left as they are. */
  existing: number;
  /** Invited, but the mail failed: the staff member uses Forgot password, or an admin resends. */
  notMailed: string[];
}

/**
 * Invites the campus file's `staff_accounts` that have no console account yet (docs/onboarding.md
 * "Staff accounts"): per email one TransactWrite of the email claim, the account and its 72-hour
 * set-password key, each created only where nothing is, so a second run invites nobody twice;
 * then the mail. A campus role works for this campus; `admin` for every campus.
 */
export async function inviteListedStaff(
  targets: OnboardTargets,
  file: CampusFile,
  mailing: InviteMailing,
  now: Date,
): Promise<InviteCounts> {
  const counts: InviteCounts = { invited: 0, existing: 0, notMailed: [] };
  for (const entry of file.staff_accounts) {
    const account = newStaffAccount({ ...entry, site_id: file.site.id }, now);
    const { items, publicKey } = inviteItems(targets.tableName, account, now);
    try {
      await targets.db.send(new TransactWriteCommand({ TransactItems: items }));
    } catch (error) {
      if (cancellationCodes(error)[CLAIM_INDEX] !== "ConditionalCheckFailed") throw error;
      counts.existing += 1;
      continue;
    }
    counts.invited += 1;
    const link = setPasswordLink(mailing.webOrigin, publicKey);
    try {
      await mailing.mailer.send(inviteMail(account, link, file.site.name));
    } catch {
      counts.notMailed.push(account.email);
    }
  }
  return counts;
}

export const formatInvites = (counts: InviteCounts): string[] => [
  `  staff accounts  invited ${counts.invited}  already had an account ${counts.existing}`,
  ...counts.notMailed.map(
    (email) =>
      `  could not mail the invitation to ${email}: they can use Forgot password on /operations, or a company admin sends it again`,
  ),
];

export interface SesSettings {
  from: string;
  /** The local SES emulator; unset in AWS. */
  endpoint?: string | undefined;
  region?: string | undefined;
  configurationSet?: string | undefined;
}

/** SES v2 from this machine (the SDK's default credentials in AWS, dummy ones locally). */
export function sesMailer(settings: SesSettings): Mailer & { close(): void } {
  const { SESv2Client, SendEmailCommand } = createRequire(import.meta.url)(
    "@aws-sdk/client-sesv2",
  ) as typeof Sesv2;
  const client = new SESv2Client({
    ...(settings.region ? { region: settings.region } : {}),
    ...(settings.endpoint
      ? {
          endpoint: settings.endpoint,
          credentials: { accessKeyId: "local", secretAccessKey: "local" },
        }
      : {}),
  });
  return {
    async send(mail) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: settings.from,
          Destination: { ToAddresses: mail.to },
          ...(settings.configurationSet ? { ConfigurationSetName: settings.configurationSet } : {}),
          Content: {
            Simple: {
              Subject: { Data: mail.subject, Charset: "UTF-8" },
              Body: { Text: { Data: mail.text, Charset: "UTF-8" } },
            },
          },
        }),
      );
    },
    close: () => client.destroy(),
  };
}

/** The local stack's default sender (functions/platform/env.ts). */
const LOCAL_MAIL_FROM = "no-reply@dineoncampus.local";

/** The running local stack: its own address and its SES emulator. */
export const localInviteMailing =
  (state: { url: string; sesEndpoint?: string | undefined; region: string }) =>
  (): InviteMailing => {
    const mailer = sesMailer({
      from: process.env.MAIL_FROM ?? LOCAL_MAIL_FROM,
      endpoint: state.sesEndpoint,
      region: state.region,
    });
    return { webOrigin: process.env.WEB_ORIGIN ?? state.url, mailer, close: mailer.close };
  };

/**
 * A deployed stage or a table named by TABLE_NAME: the stage's web origin and verified sender
 * are configuration this script cannot read from the stacks, so they come from WEB_ORIGIN and
 * MAIL_FROM (as the stage's functions get them, infra/config.ts), asked for only when the file
 * lists staff accounts.
 */
export const environmentInviteMailing =
  (env: NodeJS.ProcessEnv, what: string) => (): InviteMailing => {
    const origin = env.WEB_ORIGIN?.trim();
    if (!origin || !URL.canParse(origin)) {
      throw new ConfigurationError(
        `The campus file lists staff_accounts: set WEB_ORIGIN to the public web origin of ${what} (for example https://dining.example.edu), so their set-password links point at it.`,
      );
    }
    const from = env.MAIL_FROM?.trim() || (env.SES_ENDPOINT ? LOCAL_MAIL_FROM : undefined);
    if (!from) {
      throw new ConfigurationError(
        `The campus file lists staff_accounts: set MAIL_FROM to the sender ${what} mails from (no-reply@ its mailDomain), so the invitations can be sent.`,
      );
    }
    const mailer = sesMailer({
      from,
      endpoint: env.SES_ENDPOINT || undefined,
      region: env.AWS_REGION || undefined,
      configurationSet: env.SES_CONFIGURATION_SET || undefined,
    });
    return { webOrigin: origin.replace(/\/$/, ""), mailer, close: mailer.close };
  };
