import { FIRST_DATE, LAST_DATE } from "../../shared/platform/time/calendar-bounds";

// docs/security.md, "What the API promises": every date and instant a route accepts is a real
// calendar value from 2000 to 2100 (shared/platform/schemas/dates.ts), refused with 400 otherwise. The
// schema tests (tests/unit/api) and the served API's fuzz (tests/integration) find the inputs
// the same way and share the values every one of them must refuse or take.

export interface OpenApiSchema {
  format?: string;
  anyOf?: OpenApiSchema[];
}

/** As much of an OpenAPI operation as finding its inputs takes. */
export interface OpenApiOperation {
  parameters?: { name: string; in: string; schema?: unknown }[];
  requestBody?: { content: { "application/json": { schema: { properties?: object } } } };
}

export interface DateInput {
  name: string;
  /** Where the operation takes it: a parameter's `in`, or `body` for a body property. */
  place: string;
  kind: "date" | "instant";
}

const formatsOf = (schema: OpenApiSchema | undefined): string[] =>
  schema ? [schema.format ?? "", ...(schema.anyOf ?? []).flatMap(formatsOf)] : [];

/**
 * The inputs of one operation documented as `format: date` or `date-time` (parameters, then body
 * properties). Given `namedLike`, an input named like a date counts as one even without the
 * format, in case a route forgot it.
 */
export function dateInputsOf(operation: OpenApiOperation, namedLike?: RegExp): DateInput[] {
  const body = (operation.requestBody?.content["application/json"].schema.properties ??
    {}) as Record<string, OpenApiSchema>;
  const inputs: [string, OpenApiSchema | undefined, string][] = [
    ...(operation.parameters ?? []).map((p): [string, OpenApiSchema | undefined, string] => [
      p.name,
      p.schema as OpenApiSchema,
      p.in,
    ]),
    ...Object.entries(body).map(([name, schema]): [string, OpenApiSchema, string] => [
      name,
      schema,
      "body",
    ]),
  ];
  return inputs.flatMap(([name, schema, place]): DateInput[] => {
    const formats = formatsOf(schema);
    if (formats.includes("date-time")) return [{ name, place, kind: "instant" }];
    if (formats.includes("date") || namedLike?.test(name)) return [{ name, place, kind: "date" }];
    return [];
  });
}

/** Calendar dates that do not exist. */
export const IMPOSSIBLE_DATES = [
  "2026-02-30",
  "2026-13-01",
  "0000-00-00",
  "2026-02-29",
  "2100-02-29",
  "2026-04-31",
  "2026-00-10",
];
/** Real dates outside 2000 to 2100, some in the extended years Date.parse would take. */
export const DATES_OUT_OF_RANGE = [
  "1999-12-31",
  "2101-01-01",
  "9999-12-31",
  "0099-12-31",
  "0001-01-01",
  "275760-09-13",
  "+275760-09-13",
  "-000001-01-01",
  "-2026-01-01",
];
/** Instants outside the range, or on a date that does not exist. */
export const INSTANTS_OUT_OF_RANGE = [
  "9999-12-31T23:59:59Z",
  "275760-09-13T00:00:00Z",
  "+275760-09-13T00:00:00.000Z",
  "-000001-01-01T00:00:00Z",
  "1999-12-31T23:59:59.999Z",
  "2101-01-01T00:00:00Z",
  "2100-12-31T23:00:00-05:00",
  "0000-00-00T00:00:00Z",
  "2026-02-30T12:00:00Z",
  "2026-13-01T12:00:00Z",
  "2026-02-29T12:00:00Z",
];
/** The range's edges (and a leap day on the first), which every date input takes. */
export const EDGE_DATES: string[] = [FIRST_DATE, LAST_DATE, "2000-02-29"];
export const EDGE_INSTANTS = ["2000-01-01T00:00:00Z", "2100-12-31T23:59:59.999Z"];
