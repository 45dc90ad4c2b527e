import * as z from "zod";
import { OPERATIONS_TENANT, RESERVED_SLUGS, staffRoleSchema } from "../platform/roles";
import { duplicates } from "./check-helpers";

/**
 * One staff member the campus file lists (docs/onboarding.md "Staff accounts"): `npm run onboard`
 * invites each email that has no console account yet, with a one-time set-password link. A
 * campus role works for this campus; `admin` is a company admin (every campus), the way the
 * first one is invited before anyone can use the staff screen.
 */
export const staffAccountEntrySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).email("Expected an email address"),
  name: z.string().trim().min(1).max(120),
  role: staffRoleSchema,
});
export type StaffAccountEntry = z.infer<typeof staffAccountEntrySchema>;

/** One invitation per email. */
export const duplicateStaffEmails = (entries: readonly StaffAccountEntry[]): string[] =>
  duplicates(
    entries.map((entry, index) => ({ path: `staff_accounts[${index}].email`, key: entry.email })),
    "staff account email",
  );

const RESERVED_SLUG_TEXT = (slug: string) =>
  `site.slug: "${slug}" is reserved for the operations console (/${slug}); choose another slug`;
const RESERVED_ID_TEXT = `site.id: "${OPERATIONS_TENANT}" is reserved for the operations console's own records; choose another id`;

const siteOf = (raw: unknown): Record<string, unknown> => {
  const site = (raw as { site?: unknown } | null)?.site;
  return site && typeof site === "object" ? (site as Record<string, unknown>) : {};
};

/**
 * A campus can take neither the console's path as its slug (any case: slugs are matched
 * without it) nor the console's tenant as its id. Read from the raw file, so the message is
 * this one even where the id's own pattern would refuse it too.
 */
export function reservedNames(raw: unknown): { errors: string[]; paths: string[] } {
  const { id, slug } = siteOf(raw);
  const errors: string[] = [];
  const paths: string[] = [];
  if (typeof id === "string" && id.trim() === OPERATIONS_TENANT) {
    errors.push(RESERVED_ID_TEXT);
    paths.push("site.id");
  }
  const reserved = (RESERVED_SLUGS as readonly string[]).find(
    (word) => typeof slug === "string" && slug.trim().toLowerCase() === word,
  );
  if (reserved) {
    errors.push(RESERVED_SLUG_TEXT(reserved));
    paths.push("site.slug");
  }
  return { errors, paths };
}
