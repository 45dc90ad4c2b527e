import * as z from "zod";
import { calendarDateSchema } from "../../platform/schemas/dates";

/** A stat card: days until a date (countdown) or a fixed value (requirements: public-browsing §2 Microsite). */
export const micrositeStatSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  type: z.enum(["countdown", "value"]),
  date: calendarDateSchema.nullable().default(null),
  value: z.string().nullable().default(null),
});

/**
 * Sections shown only when their `{slug}_published` flag is true; meal_plans, sample_menus,
 * staff, general_contact_info and join_our_team have no flag and always show (requirements: public-browsing §2 Microsite).
 */
export const MICROSITE_FLAGGED_SECTIONS = [
  "welcome",
  "retail",
  "residential",
  "catering",
  "dining_philosophy",
  "wellness_philosophy",
  "sustainability_philosophy",
] as const;

const published = z.boolean().default(false);

export const micrositeSchema = z.object({
  /** Banner under files/microsite; `default` uses the product's stock banner instead. */
  image: z.object({ file_name: z.string().nullable().default(null), default: z.boolean() }),
  tagline: z.string().default(""),
  stats: z.array(micrositeStatSchema).max(3).default([]),
  welcome_published: published,
  retail_published: published,
  residential_published: published,
  catering_published: published,
  dining_philosophy_published: published,
  wellness_philosophy_published: published,
  sustainability_philosophy_published: published,
});

export type Microsite = z.infer<typeof micrositeSchema>;
export type MicrositeStat = z.infer<typeof micrositeStatSchema>;
