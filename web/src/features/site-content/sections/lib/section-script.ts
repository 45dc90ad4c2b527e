/**
 * A section may load an extra script only from a URL the campus onboarding file allow-lists
 * (requirements: public-browsing §2 Section page; docs/decisions/public-site.md). Exact match, https only.
 */
export function allowedScript(
  section: { use_script: boolean; script_url: string | null },
  allowlist: readonly string[],
): { url: string; allowed: boolean } | null {
  if (!section.use_script || !section.script_url) return null;
  const url = section.script_url.trim();
  return { url, allowed: url.startsWith("https://") && allowlist.includes(url) };
}
