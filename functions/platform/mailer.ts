import { createRequire } from "node:module";
import type * as Sesv2 from "@aws-sdk/client-sesv2";
import { CLIENT_TIMEOUTS } from "./client-timeouts";
import { env } from "./env";

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  /** An HTML alternative to `text` (order confirmations); the text part is always sent. */
  html?: string;
  /** The visitor's address, so the campus contact can answer directly. */
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * The SES v2 client (~65 KB of a bundle with its REST-JSON protocol) is no part of any group's
 * bundle: it comes from the group's on-demand layer (infra/bundling.ts groupLayerLibraries) and
 * is required by the first mail only (~135 ms CPU once per instance), so imports and requests
 * that send none never pay for it. esbuild leaves a `createRequire(...)` call unbundled;
 * locally it resolves node_modules.
 */
let sdk: typeof Sesv2 | undefined;
const loadSdk = (): typeof Sesv2 => {
  sdk ??= createRequire(import.meta.url)("@aws-sdk/client-sesv2") as typeof Sesv2;
  return sdk;
};

let client: Sesv2.SESv2Client | undefined;

/** Built once per module instance; the local stack points it at its SES emulator. */
function sesClient(): Sesv2.SESv2Client {
  if (!client) {
    const { SES_ENDPOINT, AWS_REGION } = env();
    const { SESv2Client } = loadSdk();
    client = new SESv2Client({
      ...CLIENT_TIMEOUTS.ses,
      region: AWS_REGION,
      ...(SES_ENDPOINT
        ? {
            endpoint: SES_ENDPOINT,
            credentials: { accessKeyId: "local", secretAccessKey: "local" },
          }
        : {}),
    });
  }
  return client;
}

/** Mail through SES v2 with the email stack's identity and configuration set; HTML optional. */
export const sesMailer: Mailer = {
  async send(mail) {
    const configurationSet = env().SES_CONFIGURATION_SET;
    const { SendEmailCommand } = loadSdk();
    await sesClient().send(
      new SendEmailCommand({
        FromEmailAddress: env().MAIL_FROM,
        Destination: { ToAddresses: mail.to },
        ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
        ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: "UTF-8" },
            Body: {
              Text: { Data: mail.text, Charset: "UTF-8" },
              ...(mail.html ? { Html: { Data: mail.html, Charset: "UTF-8" } } : {}),
            },
          },
        },
      }),
    );
  },
};
