import { relative } from "node:path";
import { OPENAPI_DOCUMENT_FILE, openApiDocumentText } from "../openapi-document";
import { groupSectionFiles } from "./group-sections";
import { routeMapDoc } from "./route-map";
import { committedRefFiles, webRouteRefFiles } from "./web-route-refs";

const ROOT = new URL("../..", import.meta.url).pathname;

/** Every file generated from the route list: repository-relative path → content. */
export async function generatedFiles(): Promise<Map<string, string>> {
  return new Map([
    [relative(ROOT, OPENAPI_DOCUMENT_FILE), openApiDocumentText()],
    ...(await groupSectionFiles()),
    ...webRouteRefFiles(),
    await routeMapDoc(),
  ]);
}

/** Generated files on disk that the route list no longer produces (a route removed or moved). */
export const staleGeneratedFiles = (current: ReadonlyMap<string, string>): string[] =>
  committedRefFiles().filter((path) => !current.has(path));
