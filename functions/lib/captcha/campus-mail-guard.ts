import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { captchaUsedEntity } from "../../../shared/data/entities/captcha-used";
import type { Item } from "../../../shared/data/entity";
import { VISITOR_MESSAGES } from "../../../shared/domain/visitor/messages";
import { ValidationError } from "../../../shared/errors";
import { clientAddressOf } from "../client-address";
import { tableName } from "../dynamo";
import {
  emailSubjectOf,
  type RateCount,
  type RateRule,
  transactWithLimits,
} from "../store/rate-limit";
import { type VerifiedCaptcha, verifyCaptcha } from "./altcha";

/**
 * Anonymous forms that mail the campus contact (feedback, help answer form, help follow-up)
 * share one budget per site: the contact's mailbox is what a flood would hurt
 * (docs/security.md "Forms, mail and votes"). A campus network may put many students behind
 * one address, so the client limit is looser than the email one.
 */
const WINDOW_SECONDS = 15 * 60;
export const CAMPUS_MAIL_LIMITS = { client: 20, email: 5 } as const;

const rule = (scope: "client" | "email"): RateRule => ({
  purpose: "campus-mail",
  scope,
  limit: CAMPUS_MAIL_LIMITS[scope],
  windowSeconds: WINDOW_SECONDS,
  message: VISITOR_MESSAGES.tooManyMails,
});

/** What one submission counts against: its client address and, when the form has one, its email. */
export function campusMailCounts(event: APIGatewayProxyEventV2, email?: string): RateCount[] {
  const counts: RateCount[] = [{ rule: rule("client"), subject: clientAddressOf(event) }];
  if (email?.trim()) counts.push({ rule: rule("email"), subject: emailSubjectOf(email) });
  return counts;
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
 * docs/data-model.md #18 and #41: the submission, the captcha's replay guard and the rate-limit
 * counters commit in one transaction, so a replayed solution or a client over its limit
 * stores (and mails) nothing, in one round trip.
 */
export async function storeGuardedSubmission(
  siteId: string,
  submission: Item,
  captcha: VerifiedCaptcha,
  counts: readonly RateCount[],
  now: Date,
): Promise<void> {
  const refusal = await transactWithLimits(
    siteId,
    [
      { Put: { TableName: tableName(), Item: submission } },
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
    counts,
    now,
  );
  if (!refusal) return;
  if (refusal[1] === "ConditionalCheckFailed")
    throw captchaRefused(VISITOR_MESSAGES.captchaReplayed);
  throw new Error(`The submission was refused: ${refusal.join(", ")}`);
}
