/**
 * The product's areas, named once and used in every layer: `shared/<area>/` (routes, schemas,
 * entities, rules, texts), `functions/<area>/` (the area's Lambda groups, each in
 * `functions/<area>/<group>/`, beside the server code its groups share) and
 * `web/src/features/<area>/`. docs/architecture.md draws the map; the architecture tests hold
 * the tree to it.
 */
export const AREAS = {
  "site-content": {
    title: "Site content",
    groups: [
      "sites",
      "sections",
      "microsite",
      "tiles",
      "events",
      "balanced_u_events",
      "dining_blog_articles",
      "photoalbum",
      "photoalbums",
      "newsletters",
      "special_offers",
      "directors_meetings",
      "catering_files",
      "staff",
    ],
  },
  menus: {
    title: "Menus and locations",
    groups: ["hours", "location", "locations", "legacy_menus"],
  },
  accounts: { title: "Accounts", groups: ["customer", "pass"] },
  purchase: {
    title: "Purchase",
    groups: [
      "cart",
      "promo_codes",
      "payments",
      "blocked_student_accounts",
      "faculty_email",
      "reconcile",
    ],
  },
  subscriptions: { title: "Subscriptions and billing", groups: ["billing"] },
  reservations: { title: "Reservations", groups: ["reservations"] },
  "visitor-forms": {
    title: "Visitor forms",
    groups: ["feedback", "dynamic_faqs", "orderform", "surveys"],
  },
  operations: { title: "Operations", groups: ["operations", "users"] },
  onboarding: { title: "Onboarding", groups: [] },
  /** What every area uses; its own entry points are the API description, mail delivery and the origin check. */
  platform: { title: "Platform", groups: ["openapi", "outbox", "edge"] },
} as const satisfies Record<string, { title: string; groups: readonly string[] }>;

export type Area = keyof typeof AREAS;

export const AREA_NAMES = Object.keys(AREAS) as Area[];

const areaByGroup = new Map<string, Area>(
  AREA_NAMES.flatMap((area) => AREAS[area].groups.map((group) => [group, area] as const)),
);

/** The area a Lambda group (or worker) belongs to; throws for a group no area claims. */
export function areaOfGroup(group: string): Area {
  const area = areaByGroup.get(group);
  if (!area) throw new Error(`No area claims the group "${group}" (shared/areas.ts)`);
  return area;
}

/** A group's folder under functions/, e.g. `reservations/reservations` or `accounts/customer`. */
export const groupFolder = (group: string): string => `${areaOfGroup(group)}/${group}`;
