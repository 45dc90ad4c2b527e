import * as z from "zod";

export type JsonSchema = Record<string, unknown>;

const COMPONENT_REF = "#/components/schemas/";
const LOCAL_DEF = /^#\/\$defs\/(.+)$/;

/** Replaces every `$ref` the mapping knows, deep, leaving the input untouched. */
function rewriteRefs(value: unknown, mapping: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, mapping));
  if (value === null || typeof value !== "object") return value;
  const copy: JsonSchema = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === "$ref" && typeof item === "string") {
      const local = LOCAL_DEF.exec(item)?.[1];
      const name = local === undefined ? undefined : mapping.get(decodeURIComponent(local));
      copy[key] = name === undefined ? item : `${COMPONENT_REF}${name}`;
    } else copy[key] = rewriteRefs(item, mapping);
  }
  return copy;
}

const isEmptySchema = (value: unknown) =>
  value !== null && typeof value === "object" && Object.keys(value).length === 0;

/**
 * `anyOf` with an empty member already matches anything (zod writes `z.unknown().nullable()`
 * that way); Redocly flags it as illogical, so it becomes the empty schema it amounts to.
 */
function withoutIllogicalAnyOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIllogicalAnyOf);
  if (value === null || typeof value !== "object") return value;
  const copy: JsonSchema = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === "anyOf" && Array.isArray(item) && item.some(isEmptySchema)) continue;
    copy[key] = withoutIllogicalAnyOf(item);
  }
  return copy;
}

const pascal = (text: string) =>
  text.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_m, _sep, c: string) => c.toUpperCase());

/**
 * The `components/schemas` of one document. zod emits a recursive schema (a section's `nodes`, a
 * help question's `child_questions`) as a `$defs` block inside the schema that uses it, with
 * `#/$defs/...` references; embedded in an OpenAPI document those resolve against the document
 * root, where nothing is, and swagger-parser, openapi-typescript and Redocly all refuse them
 * (docs/decisions/open-api.md). Each `$defs` entry is hoisted here under a stable name instead:
 * the zod `id` when the schema has one (`.meta({ id })`), else one made from the operation, and
 * every reference is rewritten to `#/components/schemas/<name>`.
 */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};

  /** `schema` as JSON Schema 2020-12 (OpenAPI 3.1's dialect), its `$defs` hoisted. */
  convert(schema: z.ZodType, io: "input" | "output", owner: string): JsonSchema {
    const {
      $schema: _dialect,
      $defs,
      ...rest
    } = withoutIllogicalAnyOf(
      z.toJSONSchema(schema, { io, unrepresentable: "any", cycles: "ref", reused: "inline" }),
    ) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    if (!$defs) return rest;
    const mapping = new Map<string, string>();
    const suffix = io === "input" ? "Input" : "";
    for (const id of Object.keys($defs)) {
      const generated = id.startsWith("__schema");
      const base = generated ? `${pascal(owner)}${suffix}${pascal(id)}` : id;
      mapping.set(id, base);
    }
    // A named schema differs between input and output when it has defaults or transforms: the
    // input shape takes the name with "Input" appended (outputs are converted first, so they
    // keep the plain name whatever the route order). A clash beyond that is two different
    // schemas under one id, which only a new id can settle.
    if (io === "input") {
      for (const [id, body] of Object.entries($defs)) {
        const name = mapping.get(id) as string;
        if (!this.fits(name, rewriteRefs(body, mapping))) mapping.set(id, `${name}Input`);
      }
    }
    for (const [id, body] of Object.entries($defs)) {
      const name = mapping.get(id) as string;
      const rewritten = rewriteRefs(body, mapping) as JsonSchema;
      if (!this.fits(name, rewritten)) {
        throw new Error(
          `Two different schemas are both named "${name}" (${owner}); give one another .meta({ id }).`,
        );
      }
      this.schemas[name] = rewritten;
    }
    return rewriteRefs(rest, mapping) as JsonSchema;
  }

  private fits(name: string, body: unknown): boolean {
    const existing = this.schemas[name];
    return existing === undefined || JSON.stringify(existing) === JSON.stringify(body);
  }
}
