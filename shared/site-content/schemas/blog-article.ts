import * as z from "zod";
import { idSchema } from "../../platform/schemas/common";
import { calendarDateSchema } from "../../platform/schemas/dates";

/** A dining blog article; the body is HTML, sanitized when rendered. */
export const blogArticleSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  published_date: calendarDateSchema,
  body: z.string().default(""),
  published: z.boolean().default(true),
});

export type BlogArticle = z.infer<typeof blogArticleSchema>;
