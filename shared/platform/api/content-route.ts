import * as z from "zod";
import { idSchema } from "../schemas/common";

/** The one parameter of every public content list (requirements: public-browsing §7). */
export const siteInput = z.object({ site_id: idSchema });

/** The demo campus every content example is replayed against (scripts/bench.ts). */
export const DEMO_SITE = { site_id: "cedar-ridge" } as const;
