import type { SelectionIds } from "@shared/purchase/purchase-config";

// The four chosen ids are kept for 3 days (requirements: purchases §9) in a cookie of this
// campus, ids only, and re-filtered against fresh settings on load (requirements: purchases §4).

export const SELECTIONS_MAX_AGE_SECONDS = 3 * 24 * 60 * 60;
export const SELECTION_LOADER_MS = 1000;

export type SelectionDraft = { [K in keyof SelectionIds]: string };

export const sameSelection = (a: SelectionIds, b: SelectionIds) =>
  a.location_id === b.location_id &&
  a.term_id === b.term_id &&
  a.type_id === b.type_id &&
  a.year_id === b.year_id;

export const EMPTY_DRAFT: SelectionDraft = {
  location_id: "",
  term_id: "",
  type_id: "",
  year_id: "",
};

interface Lists {
  locations: readonly { id: string }[];
  terms: readonly { id: string }[];
  types: readonly { id: string }[];
  years: readonly { id: string }[];
}

const cookieName = (siteId: string) => `doc_selections_${siteId}`;

export function parseSavedSelections(value: string | undefined): SelectionDraft | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<SelectionDraft>;
    const pick = (key: keyof SelectionDraft) =>
      typeof parsed[key] === "string" ? (parsed[key] as string).slice(0, 64) : "";
    return {
      location_id: pick("location_id"),
      term_id: pick("term_id"),
      type_id: pick("type_id"),
      year_id: pick("year_id"),
    };
  } catch {
    return null;
  }
}

/** A saved selection against fresh lists: an id that no longer exists becomes the first option. */
export function restoreSelections(saved: SelectionDraft | null, lists: Lists): SelectionDraft {
  if (!saved) return EMPTY_DRAFT;
  const keep = (options: readonly { id: string }[], id: string) =>
    options.some((option) => option.id === id) ? id : (options[0]?.id ?? "");
  return {
    location_id: keep(lists.locations, saved.location_id),
    term_id: keep(lists.terms, saved.term_id),
    type_id: keep(lists.types, saved.type_id),
    year_id: keep(lists.years, saved.year_id),
  };
}

/** With hide_selections the dropdowns are not shown and the first options apply. */
export const firstOptions = (lists: Lists): SelectionDraft => ({
  location_id: lists.locations[0]?.id ?? "",
  term_id: lists.terms[0]?.id ?? "",
  type_id: lists.types[0]?.id ?? "",
  year_id: lists.years[0]?.id ?? "",
});

export const isComplete = (draft: SelectionDraft): draft is SelectionIds & SelectionDraft =>
  Object.values(draft).every((id) => id !== "");

export function readSavedSelections(siteId: string): SelectionDraft | null {
  const name = `${cookieName(siteId)}=`;
  const part = document.cookie.split(/;\s*/).find((entry) => entry.startsWith(name));
  return parseSavedSelections(part ? decodeURIComponent(part.slice(name.length)) : undefined);
}

export function saveSelections(siteId: string, draft: SelectionDraft): void {
  const value = encodeURIComponent(JSON.stringify(draft));
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the selections in a cookie.
  document.cookie = `${cookieName(siteId)}=${value}; Path=/; Max-Age=${SELECTIONS_MAX_AGE_SECONDS}; Secure; SameSite=Lax`;
}

/** After an order the selections are cleared with the cart (requirements: purchases §4). */
export function clearSavedSelections(siteId: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the selections in a cookie.
  document.cookie = `${cookieName(siteId)}=; Path=/; Max-Age=0; Secure; SameSite=Lax`;
}
