/**
 * Sentence-cased label for a field name, as the shared input validation shows it
 * (requirements: public-browsing §5): "first_name" and "firstName" both become "First name".
 */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[_\s-]+/)
    .filter((word) => word !== "")
    .map((word) => word.toLowerCase());
  const sentence = words.join(" ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
