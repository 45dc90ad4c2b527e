import * as z from "zod";

/** Site, location and content ids: short, URL-safe, lower-case. */
export const idSchema = z
  .string()
  .trim()
  .min(1, "An id is required")
  .max(64, "An id must be at most 64 characters")
  .regex(/^[a-z0-9][a-z0-9-]*$/, "An id may only contain lower-case letters, digits and hyphens");

export const slugSchema = z
  .string()
  .trim()
  .min(1, "A slug is required")
  .max(80, "A slug must be at most 80 characters")
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, "A slug may only contain letters, digits, - and _");

export const hexColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, "Colours must be written #RRGGBB");

/** A file stored in the files bucket, referenced by its name under its folder. */
export const fileRefSchema = z.object({ file_name: z.string().min(1) });

export const ianaTimeZoneSchema = z.string().refine(isIanaTimeZone, {
  message: "Unknown IANA time zone",
});

function isIanaTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value.includes("/");
  } catch {
    return false;
  }
}
