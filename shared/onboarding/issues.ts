import type { z } from "zod";

/** `locations[3].schedules[0].days[2]` from a zod path; the root is `(file)`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = "";
  for (const part of path) {
    if (typeof part === "number") text += `[${part}]`;
    else text += text === "" ? String(part) : `.${String(part)}`;
  }
  return text === "" ? "(file)" : text;
}

const describe = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "array" : typeof value;

function message(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "too_big":
    case "too_small": {
      const bound = issue.code === "too_big" ? issue.maximum : issue.minimum;
      const word = issue.code === "too_big" ? "at most" : "at least";
      if (issue.origin === "number" || issue.origin === "int") {
        return `Number must be ${word} ${String(bound)}`;
      }
      if (issue.origin === "string") return `Text must have ${word} ${String(bound)} characters`;
      if (issue.origin === "array") return `List must have ${word} ${String(bound)} entries`;
      return issue.message;
    }
    case "invalid_type":
      return issue.input === undefined
        ? `Required (${issue.expected})`
        : `Expected ${issue.expected}, received ${describe(issue.input)}`;
    case "invalid_value":
      return `Expected one of: ${issue.values.map((value) => JSON.stringify(value)).join(", ")}`;
    default:
      return issue.message;
  }
}

/** One line per issue, naming the path of the bad field, e.g. `sections[2].slug: Required`. */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${formatPath(issue.path)}: ${message(issue)}`);
}
