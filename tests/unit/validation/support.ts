import type { z } from "zod";

/** [path, message] pairs of a failed parse; [] when the input is valid. */
export function issuesOf(schema: z.ZodType, input: unknown): [string, string][] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
}

export interface InvalidCase {
  readonly name: string;
  readonly change: Record<string, unknown>;
  readonly path: string;
  readonly message: string;
}
