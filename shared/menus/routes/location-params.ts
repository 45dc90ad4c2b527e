import * as z from "zod";
import { idSchema } from "../../platform/schemas/common";

/** Query flags arrive as text: "true"/"1" are on, "false"/"0" or absent are off. */
export const queryFlag = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
  .optional()
  .transform((value) => value === true || value === "true" || value === "1");

/** Platform of the caller (requirements: public-browsing §7 passes 0 for the web); accepted and unused. */
export const platformParam = z.coerce.number().int().min(0).max(9).optional();

export const siteParams = { site_id: idSchema };
export const siteLocationParams = { site_id: idSchema, location_id: idSchema };
