import { writeFileSync } from "node:fs";
import { buildOpenApiDocument } from "../shared/api/openapi";
import { routeList } from "../shared/api/route-list";
writeFileSync("/tmp/oa/doc.json", JSON.stringify(buildOpenApiDocument(routeList), null, 2));
