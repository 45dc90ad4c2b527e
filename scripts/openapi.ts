/**
 * Writes functions/platform/openapi/openapi.json, the document GET /v1/openapi.json serves, from the
 * route list. Building it in the Lambda cost every cold start ~130 ms CPU (all routes' schemas
 * and their JSON Schema conversion); tests/unit/api/openapi-document.test.ts fails until this
 * has been run after a route changes.
 */
import { writeFileSync } from "node:fs";
import { OPENAPI_DOCUMENT_FILE, openApiDocumentText } from "./openapi-document";

writeFileSync(OPENAPI_DOCUMENT_FILE, openApiDocumentText());
console.log(`wrote ${OPENAPI_DOCUMENT_FILE}`);
