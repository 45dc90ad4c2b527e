import { fileURLToPath } from "node:url";
import { buildOpenApiDocument } from "../shared/platform/api/openapi";
import { routeList } from "../shared/route-list";

/** Where `npm run generate` writes the document and the openapi Lambda reads it from. */
export const OPENAPI_DOCUMENT_FILE = fileURLToPath(
  new URL("../functions/platform/openapi/openapi.json", import.meta.url),
);

/** The committed file's text: indented, so a route change shows as a readable diff. */
export const openApiDocumentText = (): string =>
  `${JSON.stringify(buildOpenApiDocument(routeList), null, 2)}\n`;
