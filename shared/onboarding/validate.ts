import { type CampusFile, campusFileSchema } from "./campus-file";
import { crossCheck } from "./cross-checks";
import { formatIssues } from "./issues";
import { unknownFields } from "./unknown-fields";

export type CampusFileResult = { ok: true; file: CampusFile } | { ok: false; errors: string[] };

/**
 * Validates a parsed campus file: shape first (every error names its path), then fields the
 * schema does not know, then the rules that span entries.
 */
export function validateCampusFile(raw: unknown): CampusFileResult {
  const parsed = campusFileSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) return { ok: false, errors: formatIssues(parsed.error.issues) };
  const errors = [...unknownFields(raw, parsed.data), ...crossCheck(parsed.data)];
  return errors.length > 0 ? { ok: false, errors } : { ok: true, file: parsed.data };
}
