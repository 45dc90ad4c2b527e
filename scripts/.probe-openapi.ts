import { readFileSync } from "node:fs";
import SwaggerParser from "@apidevtools/swagger-parser";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import openapiTS, { astToString } from "openapi-typescript";

const file = process.argv[2] ?? "functions/openapi/openapi.json";
const text = readFileSync(file, "utf8");
try {
  await SwaggerParser.validate(JSON.parse(text));
  console.log("swagger-parser: ok");
} catch (e) {
  console.log("swagger-parser:", (e as Error).message.slice(0, 2000));
}
const config = await createConfig({ extends: ["recommended"] });
const problems = await lintFromString({ source: text, absoluteRef: "/tmp/openapi.json", config });
const counts: Record<string, number> = {};
for (const p of problems) counts[`${p.severity} ${p.ruleId}`] = (counts[`${p.severity} ${p.ruleId}`] ?? 0) + 1;
console.log(counts);
const samples: Record<string, string> = {};
for (const p of problems) samples[p.ruleId] ??= `${p.message} @ ${p.location[0]?.pointer}`;
console.log(samples);
try {
  const ast = await openapiTS(JSON.parse(text));
  console.log("openapi-typescript:", astToString(ast).length, "chars");
} catch (e) {
  console.log("openapi-typescript:", (e as Error).message.slice(0, 1000));
}
