import * as z from "zod";
import { buildingSchema } from "../menus/schemas/building";
import { locationSchema } from "../menus/schemas/location";
import { orderFormEntrySchema } from "../purchase/schemas/order-form-entry";
import { blogArticleSchema } from "../site-content/schemas/blog-article";
import { cateringFileSchema } from "../site-content/schemas/catering-file";
import { eventSchema } from "../site-content/schemas/event";
import { meetingSchema } from "../site-content/schemas/meeting";
import { micrositeSchema } from "../site-content/schemas/microsite";
import { newsletterSchema } from "../site-content/schemas/newsletter";
import { photoAlbumSchema } from "../site-content/schemas/photo-album";
import { sectionEntrySchema } from "../site-content/schemas/section-page";
import { siteSchema } from "../site-content/schemas/site";
import { specialOfferSchema } from "../site-content/schemas/special-offer";
import { staffSchema } from "../site-content/schemas/staff";
import { faqQuestionSchema } from "../visitor-forms/schemas/faq";
import { surveySchema } from "../visitor-forms/schemas/survey";
import { menuDaySchema } from "./menu-day";
import { campusPaymentsSchema } from "./payments-entry";
import { staffAccountEntrySchema } from "./staff-account-entry";

/**
 * Folders of the files bucket the spec names (requirements: public-browsing §7 Images and files), and
 * `map`, where a campus's own map tiles live (map/campus.pmtiles, docs/decisions/map-tiles.md). Each
 * campus's files live under its site id: `{siteId}/{folder}/{name}` (docs/decisions/onboarding.md).
 */
export const FILE_FOLDERS = [
  "images",
  "microsite",
  "section_banner",
  "location",
  "catering",
  "newsletters",
  "special",
  "staff",
  "map",
] as const;
export type FileFolder = (typeof FILE_FOLDERS)[number];

const fileKeyPattern = new RegExp(`^(${FILE_FOLDERS.join("|")})/[A-Za-z0-9][A-Za-z0-9._-]*$`);

export const campusFileEntrySchema = z.object({
  /** Relative to the campus file. */
  path: z.string().min(1),
  /** Key under the site's folder of the files bucket, e.g. images/logo.svg. */
  key: z
    .string()
    .regex(
      fileKeyPattern,
      `A file key is {folder}/{name} with folder one of ${FILE_FOLDERS.join(", ")}`,
    ),
});

const list = <T extends z.ZodType>(schema: T) => z.array(schema).default([]);

/**
 * The site record as a campus writes it: the navigation is built from `sections`, the payment
 * fields from `payments`, `label_reports` from `dietitian_email`. The dietitian's address is
 * stored apart from the public site record (shared/menus/entities/campus-dietitian.ts).
 */
export const siteEntrySchema = siteSchema
  .omit({
    section_list: true,
    payment_gateway: true,
    stripe_publishable_key: true,
    label_reports: true,
  })
  .extend({
    /** Where "Report a wrong label" mails go; without it the action is not offered. */
    dietitian_email: z
      .email("dietitian_email must be an email address such as dietitian@campus.edu")
      .nullable()
      .default(null),
  });

/** One JSON file describes a whole campus (docs/onboarding.md). */
export const campusFileSchema = z.object({
  site: siteEntrySchema,
  sections: list(sectionEntrySchema),
  buildings: list(buildingSchema),
  locations: list(locationSchema),
  events: list(eventSchema),
  balanced_u_events: list(eventSchema),
  special_offers: list(specialOfferSchema),
  staff: list(staffSchema),
  newsletters: list(newsletterSchema),
  photo_albums: list(photoAlbumSchema),
  surveys: list(surveySchema),
  catering_files: list(cateringFileSchema),
  blog_articles: list(blogArticleSchema),
  meetings: list(meetingSchema),
  faqs: list(faqQuestionSchema),
  microsite: micrositeSchema.nullable().default(null),
  news_html: z.string().nullable().default(null),
  order_form: orderFormEntrySchema.nullable().default(null),
  /** The campus's card processor; without it the sandbox (refused on production stages). */
  payments: campusPaymentsSchema.nullable().default(null),
  /**
   * Operations console accounts to invite (shared/onboarding/staff-account-entry.ts); never
   * removed by onboarding: a company admin disables an account on the staff screen.
   */
  staff_accounts: list(staffAccountEntrySchema),
  /** Menus are managed only when the file has some; `menus_file` is read into this list. */
  menus: list(menuDaySchema),
  files: list(campusFileEntrySchema),
});

export type CampusFile = z.infer<typeof campusFileSchema>;
export type CampusFileInput = z.input<typeof campusFileSchema>;
export type CampusFileEntry = z.infer<typeof campusFileEntrySchema>;
