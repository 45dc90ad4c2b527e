import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OPENAPI_DOCUMENT_FILE, openApiDocumentText } from "../../../scripts/openapi-document";

describe("the committed OpenAPI document", () => {
  it("is the route list's document (run `npm run openapi` after changing a route)", () => {
    expect(readFileSync(OPENAPI_DOCUMENT_FILE, "utf8")).toBe(openApiDocumentText());
  });
});
