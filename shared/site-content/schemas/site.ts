import * as z from "zod";
import {
  hexColorSchema,
  ianaTimeZoneSchema,
  idSchema,
  slugSchema,
} from "../../platform/schemas/common";
import { PAYMENT_GATEWAYS, STRIPE_PUBLISHABLE_KEY } from "../../purchase/payments/gateways";
import { sectionNodeSchema } from "./section";

/** Home page tiles, in the order a campus configures them (requirements: public-browsing §2 Home page). */
export const tileKinds = [
  "map",
  "content",
  "hours",
  "whats_open",
  "recharge",
  "todays_menu",
  "survey",
  "facebook",
  "youtube",
  "vimeo",
] as const;
export const tileKindSchema = z.enum(tileKinds);

export const socialNetworks = [
  "facebook",
  "x",
  "pinterest",
  "instagram",
  "youtube",
  "flickr",
  "vimeo",
  "tiktok",
  "snapchat",
] as const;

export const siteAddressSchema = z.object({
  street: z.string().default(""),
  city: z.string().default(""),
  state: z.string().default(""),
  zip_code: z.string().default(""),
  phone: z.string().default(""),
  phone_formatted: z.string().default(""),
  ext_formatted: z.string().default(""),
  coordinates: z.object({ lat: z.number(), lon: z.number() }).nullable().default(null),
});

/** What `siteAddressSchema` makes of `{}`. */
export const EMPTY_ADDRESS: z.output<typeof siteAddressSchema> = {
  street: "",
  city: "",
  state: "",
  zip_code: "",
  phone: "",
  phone_formatted: "",
  ext_formatted: "",
  coordinates: null,
};

export const homepageImageSchema = z.object({
  file_name: z.string().min(1),
  alt: z.string().default(""),
  caption: z.string().default(""),
  caption_color: hexColorSchema.default("#ffffff"),
  link: z.string().nullable().default(null),
  event_id: z.string().nullable().default(null),
  special_offer_id: z.string().nullable().default(null),
  location_id: z.string().nullable().default(null),
  default: z.boolean().default(false),
});

export const homepageAlertSchema = z.object({
  id: z.string().min(1),
  icon: z.enum(["info", "warning", "danger", "success"]).default("info"),
  message: z.string().min(1),
  use_link: z.boolean().default(false),
  link: z.string().nullable().default(null),
  start: z.string().nullable().default(null),
  end: z.string().nullable().default(null),
});

// Schemas are immutable, so the flags share two instances: building one per field was a third
// of this schema's construction, which every Lambda pays at import (docs/benchmarks.md).
const FLAG = { on: z.boolean().default(true), off: z.boolean().default(false) };
const flag = (value = false) => (value ? FLAG.on : FLAG.off);
const optionalText = z.string().nullable().default(null);

/** The site as the public bootstrap serves it (requirements: public-browsing §3 Site). */
export const siteSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  name: z.string().min(1),
  unit_id: optionalText,
  published: flag(true),
  time_zone: ianaTimeZoneSchema,
  brand_color: hexColorSchema,
  text_color: hexColorSchema,
  wcag: flag(true),
  customer_login: flag(),
  customer_login_text: z.string().default("Log In"),
  url: optionalText,
  link_to_school: flag(),
  email: optionalText,
  display_email: flag(),
  mobile: flag(),
  shop_link: optionalText,
  prelaunch: flag(),
  recharge: flag(),
  club_eats_week: flag(),
  show_on_the_go: flag(),
  events_published: flag(true),
  location_images: flag(true),
  // Written out rather than `siteAddressSchema.parse({})`: a parse at import compiles zod's
  // object parser in every Lambda's cold start. tests/unit/validation checks they agree.
  address: siteAddressSchema.default(EMPTY_ADDRESS),
  site_logo: z
    .object({ file_name: z.string().min(1), logo_alt_text: z.string().default("") })
    .nullable()
    .default(null),
  dining_map: z
    .object({ file_name: z.string().min(1), alt_text: z.string().default("") })
    .nullable()
    .default(null),
  show_map_tile: flag(),
  tiles: z.array(tileKindSchema).default(["content", "hours", "whats_open", "todays_menu"]),
  section_list: z.array(sectionNodeSchema).default([]),
  homepage_images: z.array(homepageImageSchema).default([]),
  homepage_alerts: z.array(homepageAlertSchema).default([]),
  social_media: z.partialRecord(z.enum(socialNetworks), z.string().min(1)).default({}),
  /**
   * The latest video of the campus's YouTube / Vimeo channel, which its video tile embeds
   * (requirements: public-browsing §2 Home page). The spec names no field and the site reads no
   * third-party API, so onboarding sets it (docs/decisions/public-site.md "Video tiles").
   */
  featured_videos: z
    .object({
      youtube: z
        .string()
        .regex(/^[A-Za-z0-9_-]{11}$/, "A YouTube video id has 11 letters, digits, - or _")
        .optional(),
      vimeo: z
        .string()
        .regex(/^\d{1,12}$/, "A Vimeo video id is a number")
        .optional(),
    })
    .default({}),
  notifications: flag(),
  allergen_card: flag(),
  subscriptions: flag(),
  food_insecurity: flag(),
  legacy_menus: flag(),
  display_cal: flag(true),
  display_allergens: flag(true),
  allergen_filter: flag(true),
  avoiding_gluten: flag(),
  howgood_icons: flag(),
  howgood_icons_new: flag(),
  balanced_u_icon: flag(),
  pork_icon: flag(),
  sodium_warning: flag(true),
  /**
   * The campus takes "Report a wrong label" reports on its dishes: onboarding sets it when the
   * campus file names a dietitian (`site.dietitian_email`), whose address itself is kept off
   * this public record (shared/menus/entities/campus-dietitian.ts).
   */
  label_reports: flag(),
  webtrition_search: flag(),
  use_script: flag(),
  script_url: optionalText,
  display_landing_modal: flag(),
  landing_modal_copy: optionalText,
  landing_modal_filename: optionalText,
  extra_nav: flag(),
  accessibility_link: flag(),
  accessibility_url: optionalText,
  use_unit_accessibility_link: flag(),
  unit_accessibility_link: optionalText,
  unit_accessibility_link_text: optionalText,
  use_unit_privacy_link: flag(),
  unit_privacy_link: optionalText,
  unit_privacy_link_text: optionalText,
  carousel_control: flag(true),
  active_promo_code: optionalText,
  /** Script URLs a section may load; set only by the onboarding file (requirements: public-browsing §2 Section page). */
  script_allowlist: z.array(z.url()).default([]),
  /**
   * The card processor the checkout page loads and the server charges through (docs/payments.md
   * "Configuration"); set from the campus file's `payments` block, never from its `site`.
   */
  payment_gateway: z.enum(PAYMENT_GATEWAYS).default("sandbox"),
  /** Stripe's publishable key for the browser's Payment Element; null unless Stripe. */
  stripe_publishable_key: z.string().regex(STRIPE_PUBLISHABLE_KEY).nullable().default(null),
});

export type Site = z.infer<typeof siteSchema>;
export type SiteInput = z.input<typeof siteSchema>;
export type HomepageImage = z.infer<typeof homepageImageSchema>;
export type HomepageAlert = z.infer<typeof homepageAlertSchema>;
export type TileKind = z.infer<typeof tileKindSchema>;

/**
 * A row of the school selector and the campus list (GET sites/public): enough to draw each
 * campus with its colours and logo; `site_logo` is null when no logo file was uploaded.
 */
export const publicSiteSchema = siteSchema.pick({
  id: true,
  slug: true,
  name: true,
  brand_color: true,
  text_color: true,
  site_logo: true,
});
export type PublicSite = z.infer<typeof publicSiteSchema>;
