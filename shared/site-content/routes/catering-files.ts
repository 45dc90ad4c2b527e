import * as z from "zod";
import { CACHE } from "../../platform/api/cache";
import { DEMO_SITE, siteInput } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { cateringFileSchema } from "../schemas/catering-file";

export const listCateringFiles = defineRoute({
  operationId: "listCateringFiles",
  group: "catering_files",
  method: "GET",
  path: "/v1/catering_files/list",
  summary: "Catering documents in their configured order",
  input: siteInput,
  output: z.object({ files: z.array(cateringFileSchema) }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: DEMO_SITE,
});

export const cateringFilesRoutes = [listCateringFiles] as const;
