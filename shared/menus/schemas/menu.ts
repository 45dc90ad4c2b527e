import * as z from "zod";
import { idSchema } from "../../platform/schemas/common";
import { ALLERGENS } from "../allergens";

export const menuFilterSchema = z.object({
  name: z.string().min(1),
  type: z.enum(["allergen", "dietary"]),
});

export const nutrientSchema = z.object({
  name: z.string().min(1),
  uom: z.string().default(""),
  /** As displayed, e.g. "less than 1" or "12". */
  value: z.string(),
  /** For comparisons such as the sodium warning; null when the source gave no number. */
  value_numeric: z.number().nullable().default(null),
});

export const menuItemSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  desc: z.string().default(""),
  portion: z.string().default(""),
  calories: z.int().min(0).nullable().default(null),
  sort_order: z.int().default(0),
  filters: z.array(menuFilterSchema).default([]),
  nutrients: z.array(nutrientSchema).default([]),
  ingredients: z.string().default(""),
  custom_allergens: z.array(z.string().min(1)).default([]),
  /**
   * The allergens of ALLERGENS the kitchen declared this dish free of. An allergen neither in
   * the `allergen` filters (contains) nor here is "not stated": never shown as free
   * (shared/menus/allergen-labels.ts, docs/decisions/allergen-labels.md).
   */
  allergens_free: z.array(z.enum(ALLERGENS)).default([]),
});

/** A station (webtrition) or category: the spec uses both names for the same level. */
export const menuCategorySchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  sort_order: z.int().default(0),
  items: z.array(menuItemSchema).default([]),
});

/** One period of one day of one location: the unit stored per menu item in the table. */
export const menuPeriodSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  sort_order: z.int().min(0).max(9999).default(0),
  categories: z.array(menuCategorySchema).default([]),
});

/**
 * A menu item as the public menu serves it: `sold_out` is there (true) only on the items staff
 * marked sold out for that day in the operations console (docs/operations/content.md); it is
 * never stored on the item, so neither a campus file nor a menu import can set it.
 */
export const servedMenuItemSchema = menuItemSchema.extend({ sold_out: z.literal(true).optional() });

/** A period of a day's menu as the public menu routes answer it. */
export const servedMenuPeriodSchema = menuPeriodSchema.extend({
  categories: z.array(menuCategorySchema.extend({ items: z.array(servedMenuItemSchema) })),
});

/** What GET location/menu answers for a location and day. */
export const menuSchema = z.object({
  closed: z.boolean(),
  periods: z.array(servedMenuPeriodSchema),
});

export type MenuFilter = z.infer<typeof menuFilterSchema>;
export type Nutrient = z.infer<typeof nutrientSchema>;
export type MenuItem = z.infer<typeof menuItemSchema>;
export type MenuCategory = z.infer<typeof menuCategorySchema>;
export type MenuPeriod = z.infer<typeof menuPeriodSchema>;
export type Menu = z.infer<typeof menuSchema>;
export type ServedMenuItem = z.infer<typeof servedMenuItemSchema>;
export type ServedMenuPeriod = z.infer<typeof servedMenuPeriodSchema>;
