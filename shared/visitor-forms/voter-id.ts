/**
 * One voter, one spelling (docs/security.md "Forms, mail and votes"): the vote item is keyed by
 * the voter id, so every spelling a client can send for the same id must map to one key.
 * NFKC first (full-width letters and digits become ASCII, odd spaces become spaces), then
 * trimmed, then case-folded; a UUID's hex digits then compare equal in any case.
 */
export function normalizeVoterId(raw: string): string {
  // Lower-casing can leave a string NFKC would change again (and vice versa): a second pass
  // makes the result a fixed point, so a stored id normalizes to itself.
  const once = raw.normalize("NFKC").trim().toLowerCase();
  return once.normalize("NFKC").trim().toLowerCase();
}
