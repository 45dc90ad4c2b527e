import * as z from "zod";
import { labelReportFormSchema } from "../../menus/label-report";
import { DEMO_SITE, siteInput } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";
import { calendarDateSchema } from "../../platform/schemas/dates";
import { createFeedbackSchema } from "../schemas/feedback";

/** An ALTCHA v2 challenge as altcha-lib signs it; the widget solves it in the browser. */
export const altchaChallengeSchema = z.object({
  parameters: z
    .object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().optional(),
      data: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
        .optional(),
    })
    .loose(),
  signature: z.string().optional(),
});

export const getFeedbackChallenge = defineRoute({
  operationId: "getFeedbackChallenge",
  group: "feedback",
  method: "GET",
  path: "/v1/feedback/challenge",
  summary: "A fresh proof-of-work challenge for the feedback form (self-hosted ALTCHA)",
  input: siteInput,
  output: z.object({ challenge: altchaChallengeSchema }),
  auth: "public",
  site: "published",
  example: DEMO_SITE,
});

/**
 * The form's own schema with no location list: the service parses again with the site's
 * feedback locations, so the messages are the form's in both places.
 */
export const submitFeedback = defineRoute({
  operationId: "submitFeedback",
  group: "feedback",
  method: "POST",
  path: "/v1/feedback/submit",
  summary: "Store feedback and mail it to the campus contact",
  input: createFeedbackSchema({ feedbackLocationIds: [] }).extend({ site_id: idSchema }),
  output: z.object({}),
  auth: "public",
  site: "published",
  example: {
    ...DEMO_SITE,
    first_name: "Jo",
    last_name: "Doe",
    email: "jo@example.edu",
    customer_residence: "On Campus",
    customer_type: "Junior",
    comments: "The new salad bar is great.",
    offers: "false",
    altcha: "eyJjaGFsbGVuZ2UiOnt9fQ==",
  },
});

/**
 * "Report a wrong label" on a dish (docs/decisions/allergen-labels.md). In this group because
 * its Lambda already verifies the campus's ALTCHA (the challenge above) and sends campus mail.
 * The dish is named by where the menu showed it; the server reads the day's menu for its name
 * and label, so a report can only be about a dish that was served.
 */
export const reportMenuLabel = defineRoute({
  operationId: "reportMenuLabel",
  group: "feedback",
  method: "POST",
  path: "/v1/feedback/label_report",
  summary: "Report a wrong allergen or dietary label on a dish to the campus dietitian",
  input: labelReportFormSchema.extend({
    site_id: idSchema,
    location_id: idSchema,
    date: calendarDateSchema,
    period_id: idSchema,
    item_id: z.string().trim().min(1).max(200),
  }),
  /** The thanks the form shows. */
  output: z.object({ msg: z.string() }),
  auth: "public",
  site: "published",
  maxBodyBytes: 8 * 1024,
  example: {
    ...DEMO_SITE,
    location_id: "cedar-commons",
    date: "2026-03-09",
    period_id: "lunch",
    item_id: "lunch-black-bean-burger",
    text: "The label says it is free of sesame, but the bun has sesame seeds.",
    email: "",
    altcha: "eyJjaGFsbGVuZ2UiOnt9fQ==",
  },
});

export const feedbackRoutes = [getFeedbackChallenge, submitFeedback, reportMenuLabel] as const;
