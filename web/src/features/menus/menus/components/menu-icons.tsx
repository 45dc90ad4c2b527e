import type { MenuFilter } from "@shared/menus/schemas/menu";
import {
  Bean,
  CircleAlert,
  Croissant,
  Egg,
  Fish,
  FlaskConical,
  Leaf,
  type LucideIcon,
  Milk,
  Nut,
  Shell,
  Shrimp,
  Sprout,
  TriangleAlert,
  Vegan,
  Wheat,
  WheatOff,
} from "lucide-react";
import { Icon } from "@/components/icon";

/** The dietary categories the menu marks, in the legend's order. */
export const DIETARY_ICONS: Record<string, LucideIcon> = {
  Vegan,
  Vegetarian: Leaf,
  "Avoiding Gluten": WheatOff,
};

/** The allergens of the spec's list (shared/menus/schemas/menu.ts); any other gets a generic mark. */
export const ALLERGEN_ICONS: Record<string, LucideIcon> = {
  Milk,
  Egg,
  Wheat,
  Gluten: Croissant,
  Soy: Bean,
  Sesame: Sprout,
  Peanuts: Nut,
  "Tree Nuts": Nut,
  Fish,
  "Shellfish - Crustacean": Shrimp,
  "Shellfish - Mollusk": Shell,
  MSG: FlaskConical,
};

export const SODIUM_LABEL = "High sodium";

type Kind = "dietary" | "allergen" | "sodium";

/**
 * One menu mark: a lucide pictogram named for screen readers ("Vegan", "Contains Milk") with
 * the same words as a tooltip, in a chip whose ring tells dietary from allergen apart.
 */
export function MenuIcon({ kind, name }: { kind: Kind; name: string }) {
  const glyph =
    kind === "sodium"
      ? TriangleAlert
      : ((kind === "dietary" ? DIETARY_ICONS[name] : ALLERGEN_ICONS[name]) ?? CircleAlert);
  const label = kind === "allergen" ? `Contains ${name}` : name;
  return (
    <span className={`menu-icon menu-icon--${kind}`} title={label}>
      <Icon icon={glyph} label={label} size={16} />
    </span>
  );
}

/** The item's marks: its dietary categories, then (when the site shows them) its allergens. */
export function itemMarks(
  filters: readonly MenuFilter[],
  showAllergens: boolean,
): { kind: Kind; name: string }[] {
  const dietary = filters
    .filter((filter) => filter.type === "dietary" && DIETARY_ICONS[filter.name])
    .map((filter) => ({ kind: "dietary" as const, name: filter.name }));
  const allergens = showAllergens
    ? filters
        .filter((filter) => filter.type === "allergen")
        .map((filter) => ({ kind: "allergen" as const, name: filter.name }))
    : [];
  return [...dietary, ...allergens];
}
