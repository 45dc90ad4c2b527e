import * as z from "zod";
import { idSchema } from "../../platform/schemas/common";

/** Elements of an answer's form (requirements: public-browsing §2 Help / get answers now). */
export const faqFormElementSchema = z.object({
  id: idSchema,
  type: z.enum(["checkboxes", "input", "radio_buttons", "textarea"]),
  label: z.string().min(1),
  options: z.array(z.string().min(1)).default([]),
  required: z.boolean().default(false),
});

export const faqAnswerSchema = z.object({
  id: idSchema,
  type: z.enum(["form", "link", "text"]),
  description: z.string().default(""),
  /** HTML for a text answer. */
  text: z.string().default(""),
  url: z.string().nullable().default(null),
  url_text: z.string().nullable().default(null),
  /** Offers the follow-up form (name, email, student id, comments). */
  contact: z.boolean().default(false),
  form: z
    .object({ elements: z.array(faqFormElementSchema).min(1) })
    .nullable()
    .default(null),
});

/**
 * A help question with its child questions (requirements: public-browsing §3 Help question). `parents` is
 * derived from the tree for search results, so it is not stored.
 */
export const faqQuestionSchema = z
  .object({
    id: idSchema,
    text: z.string().min(1),
    answer: faqAnswerSchema.nullable().default(null),
    get child_questions(): z.ZodDefault<z.ZodArray<typeof faqQuestionSchema>> {
      return z.array(faqQuestionSchema).default([]);
    },
  })
  // Named: the OpenAPI document declares this recursive schema once, as
  // components/schemas/FaqQuestion (shared/platform/api/openapi-schemas.ts).
  .meta({ id: "FaqQuestion" });

/** The whole tree of a site, stored as one item (docs/data-model.md #17). */
export const faqTreeSchema = z.object({ questions: z.array(faqQuestionSchema) });

export type FaqFormElement = z.infer<typeof faqFormElementSchema>;
export type FaqAnswer = z.infer<typeof faqAnswerSchema>;
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;
export type FaqTree = z.infer<typeof faqTreeSchema>;
