import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { api } from "./api";

/** What the ALTCHA widget posts: base64 JSON of the challenge and its solution. */
export async function solvedCaptcha(siteId: string): Promise<string> {
  const { body } = await api<{ challenge: Parameters<typeof solveChallenge>[0]["challenge"] }>(
    `/v1/feedback/challenge?site_id=${siteId}`,
  );
  const solution = await solveChallenge({ challenge: body.challenge, deriveKey });
  if (!solution) throw new Error("The ALTCHA challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge: body.challenge, solution })).toString("base64");
}

export interface SentMail {
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

/** The local SES store (aws-ses-v2-local, GET /store). */
export async function sentMail(mailUrl: string): Promise<SentMail[]> {
  const response = await fetch(`${mailUrl}/store`);
  return ((await response.json()) as { emails: SentMail[] }).emails;
}
