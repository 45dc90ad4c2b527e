import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { LABEL_REPORT_MESSAGES } from "../../../shared/menus/label-report";
import { VISITOR_MESSAGES } from "../../../shared/visitor-forms/messages";
import { CAMPUS_CLIENT_RULE } from "../../platform/captcha/campus-mail-guard";
import { clientAddressOf } from "../../platform/client-address";
import { emailSubjectOf, type RateCount, type RateRule } from "../../platform/rate-limit";

/**
 * The budgets of "Report a wrong label" (docs/decisions/allergen-labels.md), keyed first by
 * what they protect: the dietitian (`recipient`, an hour) and the dish (`dish`, a day: past 20
 * reports in a day the dietitian knows, and a script cannot inflate one dish's count). Then
 * the email typed, and the client address with the campus mail forms' shared, campus-network
 * tolerant rule (functions/platform/captcha/campus-mail-guard.ts), which the shared challenge route
 * steps up. The dietitian's limit is the mailbox's only cap: the outbox's per-person caps do not
 * hold mail to a campus's staff mailbox (functions/platform/outbox/recipient-cap.ts).
 */
export const LABEL_REPORT_LIMITS = { dietitian: 60, dish: 20, email: 5 } as const;

const PURPOSE = "label-report";

export const DIETITIAN_RULE: RateRule = {
  purpose: PURPOSE,
  scope: "recipient",
  limit: LABEL_REPORT_LIMITS.dietitian,
  windowSeconds: 60 * 60,
  message: LABEL_REPORT_MESSAGES.dietitianBusy,
};

export const DISH_RULE: RateRule = {
  purpose: PURPOSE,
  scope: "dish",
  limit: LABEL_REPORT_LIMITS.dish,
  windowSeconds: 24 * 60 * 60,
  message: LABEL_REPORT_MESSAGES.dishReported,
};

const EMAIL_RULE: RateRule = {
  purpose: PURPOSE,
  scope: "email",
  limit: LABEL_REPORT_LIMITS.email,
  windowSeconds: 15 * 60,
  message: VISITOR_MESSAGES.tooManyMails,
};

/** One dietitian per campus, so the campus is the recipient's subject. */
export const DIETITIAN = "dietitian";

/** The dish's subject: its item id at its location, as its report count is keyed. */
export const dishSubject = (locationId: string, itemId: string): string =>
  `${locationId}/${itemId}`;

/** What one report counts against. */
export function labelReportCounts(
  event: APIGatewayProxyEventV2,
  dish: { locationId: string; itemId: string },
  email: string,
): RateCount[] {
  const counts: RateCount[] = [
    { rule: DIETITIAN_RULE, subject: DIETITIAN },
    { rule: DISH_RULE, subject: dishSubject(dish.locationId, dish.itemId) },
    { rule: CAMPUS_CLIENT_RULE, subject: clientAddressOf(event) },
  ];
  if (email.trim()) counts.push({ rule: EMAIL_RULE, subject: emailSubjectOf(email) });
  return counts;
}
