import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { api, apiFrom } from "./api";

/**
 * What the ALTCHA widget posts: base64 JSON of the challenge and its solution. `challengePath`
 * is the form's challenge route (the feedback form's unless told).
 */
export async function solvedCaptcha(
  siteId: string,
  challengePath = "/v1/feedback/challenge",
): Promise<string> {
  const { body } = await api<{ challenge: Parameters<typeof solveChallenge>[0]["challenge"] }>(
    `${challengePath}?site_id=${siteId}`,
  );
  return solvedPayload(body.challenge);
}

/** Solves a challenge the way the widget does and returns what it would post. */
export async function solvedPayload(
  challenge: Parameters<typeof solveChallenge>[0]["challenge"],
): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("The ALTCHA challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A solved challenge of the password reset request form. */
export const solvedResetCaptcha = (siteId: string): Promise<string> =>
  solvedCaptcha(siteId, "/v1/customer/reset_challenge");

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

/**
 * A solved challenge fetched from another loopback address (tests/support/api.ts `apiFrom`):
 * the challenge routes raise the work for an address past its ordinary allowance.
 */
export async function solvedCaptchaFrom(
  client: string,
  siteId: string,
  challengePath = "/v1/feedback/challenge",
): Promise<{ payload: string; raised: boolean }> {
  const { body } = await apiFrom<{
    challenge: Parameters<typeof solveChallenge>[0]["challenge"];
  }>(client, `${challengePath}?site_id=${siteId}`);
  const raised = body.challenge.parameters.data?.level === "raised";
  return { payload: await solvedPayload(body.challenge), raised };
}
