import { relative } from "node:path";
import { OPENAPI_DOCUMENT_FILE, openApiDocumentText } from "../openapi-document";
import { groupSectionFiles } from "./group-sections";
import { routeMapDoc } from "./route-map";

const ROOT = new URL("../..", import.meta.url).pathname;

/** Every file generated from the route list: repository-relative path → content. */
export async function generatedFiles(): Promise<Map<string, string>> {
  return new Map([
    [relative(ROOT, OPENAPI_DOCUMENT_FILE), openApiDocumentText()],
    ...(await groupSectionFiles()),
    await routeMapDoc(),
  ]);
}
