import type { APIGatewayProxyEventV2 } from "aws-lambda";
import type { Item } from "../../../shared/platform/data/entity";
import { captchaUsedEntity } from "../../../shared/platform/entities/captcha-used";
import { ValidationError } from "../../../shared/platform/errors";
import { VISITOR_MESSAGES } from "../../../shared/visitor-forms/messages";
import { clientAddressOf } from "../client-address";
import { tableName } from "../dynamo";
import {
  emailSubjectOf,
  needsRaisedProof,
  type RateCount,
  type RateRule,
  type TransactItems,
  transactWithLimits,
} from "../rate-limit";
import { newChallenge, type VerifiedCaptcha, verifyCaptcha } from "./altcha";

/**
 * Anonymous forms that mail the campus contact (feedback, help answer form, help follow-up)
 * share their budgets per campus (docs/security.md "Rate limits"). Keyed first by what they
 * protect: the contact's mailbox (`recipient`, an hour) and the mailbox a visitor types
 * (`email`). The network address comes last and is set for a campus network, where thousands
 * of students share a few addresses: past `client` submissions in 15 minutes it asks for a
 * raised proof of work, and refuses only past `clientRaised`.
 */
export const CAMPUS_MAIL_LIMITS = {
  recipient: 300,
  email: 5,
  client: 100,
  clientRaised: 1_000,
} as const;
const WINDOW_SECONDS = 15 * 60;

export const CAMPUS_CONTACT_RULE: RateRule = {
  purpose: "campus-mail",
  scope: "recipient",
  limit: CAMPUS_MAIL_LIMITS.recipient,
  windowSeconds: 60 * 60,
  message: VISITOR_MESSAGES.contactBusy,
};
const emailRule: RateRule = {
  purpose: "campus-mail",
  scope: "email",
  limit: CAMPUS_MAIL_LIMITS.email,
  windowSeconds: WINDOW_SECONDS,
  message: VISITOR_MESSAGES.tooManyMails,
};
export const CAMPUS_CLIENT_RULE: RateRule = {
  purpose: "campus-mail",
  scope: "client",
  limit: CAMPUS_MAIL_LIMITS.client,
  windowSeconds: WINDOW_SECONDS,
  message: VISITOR_MESSAGES.tooManyMails,
  stepUp: { raisedLimit: CAMPUS_MAIL_LIMITS.clientRaised, message: VISITOR_MESSAGES.captchaRaised },
};

/** The campus contact: one mailbox per campus, so the campus is its subject. */
export const CAMPUS_CONTACT = "contact";

/**
 * What one submission counts against: the campus contact, the client address and, when the
 * form has one, the email typed. `raised` comes with the verified captcha
 * (`storeGuardedSubmission`).
 */
export function campusMailCounts(event: APIGatewayProxyEventV2, email?: string): RateCount[] {
  const counts: RateCount[] = [
    { rule: CAMPUS_CONTACT_RULE, subject: CAMPUS_CONTACT },
    { rule: CAMPUS_CLIENT_RULE, subject: clientAddressOf(event) },
  ];
  if (email?.trim()) counts.push({ rule: emailRule, subject: emailSubjectOf(email) });
  return counts;
}

/**
 * The campus's challenge for its captcha'd forms: a raised one once this client has used its
 * ordinary allowance, so the widget solves what the submission will need (one GetItem).
 */
export async function campusMailChallenge(
  event: APIGatewayProxyEventV2,
  siteId: string,
  now: Date,
) {
  const raised = await needsRaisedProof(siteId, CAMPUS_CLIENT_RULE, clientAddressOf(event), now);
  return newChallenge(siteId, now, { raised });
}

const captchaRefused = (message: string) => new ValidationError(message, { altcha: message });

/** The widget's payload verified for this site (proof of work, signature, expiry), else 400. */
export async function requireCaptcha(
  payload: string,
  siteId: string,
  message: string = VISITOR_MESSAGES.captchaRequired,
): Promise<VerifiedCaptcha> {
  const captcha = payload ? await verifyCaptcha(payload, siteId) : null;
  if (!captcha) throw captchaRefused(message);
  return captcha;
}

/**
 * docs/data-model.md #18 and #41: the form's writes (a submission; a label report's count and
 * mail), the captcha's replay guard and the rate-limit counters commit in one transaction, so a
 * replayed solution or a client over its limit stores (and mails) nothing, in one round trip. A
 * raised solution counts up to the client's raised limit; an ordinary one past the ordinary
 * limit is answered with the step-up (400). The writes' own conditions must hold: a refusal of
 * one of them is an error here.
 */
export async function storeGuardedWrites(
  siteId: string,
  writes: TransactItems,
  captcha: VerifiedCaptcha,
  counts: readonly RateCount[],
  now: Date,
): Promise<void> {
  const refusal = await transactWithLimits(
    siteId,
    [
      ...writes,
      {
        Put: {
          TableName: tableName(),
          Item: captchaUsedEntity.toItem(
            { siteId, signature: captcha.signature },
            { expires_at: captcha.expiresAt },
          ),
          ConditionExpression: "attribute_not_exists(pk)",
        },
      },
    ],
    counts.map((count) => ({ ...count, raised: captcha.raised })),
    now,
  );
  if (!refusal) return;
  if (refusal[writes.length] === "ConditionalCheckFailed")
    throw captchaRefused(VISITOR_MESSAGES.captchaReplayed);
  throw new Error(`The submission was refused: ${refusal.join(", ")}`);
}

/** A visitor form's submission item, guarded as `storeGuardedWrites` guards. */
export const storeGuardedSubmission = (
  siteId: string,
  submission: Item,
  captcha: VerifiedCaptcha,
  counts: readonly RateCount[],
  now: Date,
): Promise<void> =>
  storeGuardedWrites(
    siteId,
    [{ Put: { TableName: tableName(), Item: submission } }],
    captcha,
    counts,
    now,
  );
