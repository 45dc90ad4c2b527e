/** Joins the class names that are set; the kit's components add a caller's class to their own. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
