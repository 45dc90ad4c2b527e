import * as z from "zod";
import { idSchema } from "../../platform/schemas/common";

export const surveyChoiceSchema = z.object({
  id: idSchema,
  choice: z.string().min(1),
  votes: z.int().min(0).default(0),
});

/**
 * A poll (requirements: public-browsing §3 Survey). `answered` is per visitor and computed from the vote
 * items, so it is not stored here.
 */
export const surveySchema = z.object({
  id: idSchema,
  customId: z.string().nullable().default(null),
  question: z.string().min(1),
  choices: z.array(surveyChoiceSchema).min(2),
  published: z.boolean().default(true),
});

export type Survey = z.infer<typeof surveySchema>;
export type SurveyChoice = z.infer<typeof surveyChoiceSchema>;
