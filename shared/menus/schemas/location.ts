import * as z from "zod";
import { fileRefSchema, idSchema } from "../../platform/schemas/common";
import { scheduleSchema } from "../../platform/schemas/schedule";
import { locationReservationSettingsSchema } from "../../reservations/schemas/reservation";

/** Enumerations of requirements: public-browsing §3. */
export const CUISINES = [
  "American",
  "Barbecue",
  "Chinese",
  "French",
  "Hamburger",
  "Indian",
  "Italian",
  "Japanese",
  "Mexican",
  "Pizza",
  "Seafood",
  "Steak",
  "Sushi",
  "Thai",
] as const;

export const LOCATION_PAYMENT_TYPES = [
  "cash",
  "credit card",
  "dining dollars",
  "meal exchange",
  "meal swipe",
  "retail swipe",
  "meal trade",
  "meal plan",
  "Apple Pay",
  "Google Pay",
  "Samsung Pay",
] as const;

export const LOCATION_FEATURES = [
  "dine in",
  "mobile ordering",
  "mobile only",
  "takeout",
  "takeout only",
  "delivery",
  "delivery only",
  "open late",
  "delivery robots",
  "food lockers",
] as const;

export const locationTypes = ["concept", "webtrition", "other"] as const;

export const locationAddressSchema = z.object({
  street: z.string().default(""),
  city: z.string().default(""),
  state: z.string().default(""),
  zip_code: z.string().default(""),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  phone: z.string().default(""),
  phone_formatted: z.string().default(""),
});

/** A brand served at a concept location; its nutrition link shows on the menu page. */
export const brandSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  nutrition_url: z.url().nullable().default(null),
});

/**
 * A dining location (requirements: public-browsing §3 Location, requirements: purchases §3 reservation fields).
 * Derived fields (open, status, week, weekly_schedule, building name) are computed per request
 * from the schedules and the campus clock, so they are not stored.
 */
export const locationSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  sort_order: z.int().default(0),
  /** Short description shown under the menu page's location dropdown and on the map. */
  description: z.string().default(""),
  type: z.enum(locationTypes).default("other"),
  active: z.boolean().default(true),
  show_menus: z.boolean().default(false),
  show_map: z.boolean().default(true),
  is_building: z.boolean().default(false),
  building_id: idSchema.nullable().default(null),
  allergen_filter: z.boolean().default(true),
  feedback_form: z.boolean().default(false),
  /** 'na' hides the occupancy badge (requirements: public-browsing §2 Campus map). */
  occupancy: z.string().default("na"),
  address: locationAddressSchema.nullable().default(null),
  contact_name: z.string().nullable().default(null),
  contact_email: z.email().nullable().default(null),
  image: fileRefSchema.nullable().default(null),
  brands: z.array(brandSchema).default([]),
  payment_types: z.array(z.enum(LOCATION_PAYMENT_TYPES)).default([]),
  /** Availability labels ("location features" in the spec's enumerations). */
  features: z.array(z.enum(LOCATION_FEATURES)).default([]),
  cuisines: z.array(z.enum(CUISINES)).default([]),
  custom_payment_types_used: z.array(z.string().min(1)).default([]),
  custom_labels_used: z.array(z.string().min(1)).default([]),
  custom_cuisines_used: z.array(z.string().min(1)).default([]),
  schedules: z.array(scheduleSchema).default([]),
  ...locationReservationSettingsSchema.shape,
});

export type Location = z.infer<typeof locationSchema>;
export type LocationInput = z.input<typeof locationSchema>;
export type LocationType = (typeof locationTypes)[number];
export type Cuisine = (typeof CUISINES)[number];
