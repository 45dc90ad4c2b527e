import { type CampusFile, campusFileSchema } from "./campus-file";
import { crossCheck } from "./cross-checks";
import { formatIssues } from "./issues";
import { reservedNames } from "./staff-account-entry";
import { unknownFields } from "./unknown-fields";

export type CampusFileResult = { ok: true; file: CampusFile } | { ok: false; errors: string[] };

/**
 * Validates a parsed campus file: names reserved for the operations console first, then shape
 * (every error names its path), then fields the schema does not know, then the rules that
 * span entries.
 */
export function validateCampusFile(raw: unknown): CampusFileResult {
  const reserved = reservedNames(raw);
  const parsed = campusFileSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) {
    // A reserved id also breaks the id's pattern: one message for it, the clear one.
    const shape = formatIssues(parsed.error.issues).filter(
      (line) => !reserved.paths.some((path) => line.startsWith(`${path}:`)),
    );
    return { ok: false, errors: [...reserved.errors, ...shape] };
  }
  const errors = [
    ...reserved.errors,
    ...unknownFields(raw, parsed.data),
    ...crossCheck(parsed.data),
  ];
  return errors.length > 0 ? { ok: false, errors } : { ok: true, file: parsed.data };
}
