// Small display rules for site and staff contact details (requirements: public-browsing §2 "Staff", §9).

/** "Site URLs without http get https:// prepended"; empty stays empty. */
export function siteUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed === "" || /^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/\//, "")}`;
}

/** A phone is hidden when it has no digits other than zeros (e.g. "(000) 000-0000"). */
export function isPhoneShown(phone: string | null | undefined): boolean {
  return /[1-9]/.test(phone ?? "");
}
