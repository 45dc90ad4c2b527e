import { SCHEMA_ENUMERATIONS, SCHEMA_TYPES } from "../fixtures/schema-org";

/**
 * Checks JSON-LD against the schema.org vocabulary of tests/fixtures/schema-org.ts: every node's
 * @type is known, every property is defined on its type or a parent, and every value has one of
 * the property's expected types (enumeration members by their schema.org URL). Returns problems.
 */

const SCHEMA = "https://schema.org/";

function ancestors(type: string): string[] {
  const definition = SCHEMA_TYPES[type];
  if (!definition) return [];
  return [type, ...definition.parents.flatMap(ancestors)];
}

const isSubtype = (type: string, of: string) => ancestors(type).includes(of);

function expectedTypes(type: string, property: string): readonly string[] | undefined {
  for (const t of ancestors(type)) {
    const expected = SCHEMA_TYPES[t]?.properties[property];
    if (expected) return expected;
  }
  return undefined;
}

const DATA_TYPES: Record<string, (value: unknown) => boolean> = {
  Text: (v) => typeof v === "string" && v.trim() !== "",
  URL: (v) => typeof v === "string" && URL.canParse(v) && /^https?:/.test(v),
  Number: (v) => typeof v === "number" && Number.isFinite(v),
  Boolean: (v) => typeof v === "boolean",
  Date: (v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v),
  DateTime: (v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v),
  Time: (v) => typeof v === "string" && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(v),
  // Quantities as their consumers read them: "180 calories", "13 g".
  Energy: (v) => typeof v === "string" && /^\d+(\.\d+)? calories$/.test(v),
  Mass: (v) => typeof v === "string" && /^\d+(\.\d+)? (g|mg|mcg|µg)$/.test(v),
};

export function schemaOrgProblems(document: unknown): string[] {
  const problems: string[] = [];
  const root = document as Record<string, unknown>;
  if (root["@context"] !== "https://schema.org")
    problems.push("@context is not https://schema.org");
  const nodes = Array.isArray(root["@graph"]) ? (root["@graph"] as unknown[]) : [root];
  for (const node of nodes) checkNode(node, "top", problems);
  return problems;
}

function checkNode(node: unknown, where: string, problems: string[]): void {
  if (typeof node !== "object" || node === null || Array.isArray(node)) {
    problems.push(`${where}: not a node`);
    return;
  }
  const record = node as Record<string, unknown>;
  const type = record["@type"];
  if (typeof type !== "string" || !SCHEMA_TYPES[type]) {
    problems.push(`${where}: unknown @type ${String(type)}`);
    return;
  }
  for (const [property, value] of Object.entries(record)) {
    if (property === "@type" || property === "@context") continue;
    if (property === "@id") {
      if (!DATA_TYPES.URL?.(value)) problems.push(`${where}: @id ${String(value)} is no URL`);
      continue;
    }
    const expected = expectedTypes(type, property);
    if (!expected) {
      problems.push(`${type}.${property} is not a schema.org property of ${type}`);
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) {
      if (!valueFits(item, expected, `${type}.${property}`, problems)) {
        problems.push(
          `${type}.${property}: ${JSON.stringify(item)} is not ${expected.join(" or ")}`,
        );
      }
    }
  }
}

function valueFits(
  value: unknown,
  expected: readonly string[],
  where: string,
  problems: string[],
): boolean {
  for (const type of expected) {
    const check = DATA_TYPES[type];
    if (check?.(value)) return true;
    const members = SCHEMA_ENUMERATIONS[type];
    if (members && typeof value === "string" && value.startsWith(SCHEMA)) {
      if (members.includes(value.slice(SCHEMA.length))) return true;
    }
  }
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    // A reference to a node described elsewhere in the document.
    if (keys.length === 1 && keys[0] === "@id") return DATA_TYPES.URL?.(record["@id"]) ?? false;
    const type = record["@type"];
    if (typeof type === "string" && expected.some((e) => isSubtype(type, e))) {
      checkNode(value, where, problems);
      return true;
    }
  }
  return false;
}
