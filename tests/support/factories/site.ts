import { randomUUID } from "node:crypto";
import { type Site, type SiteInput, siteSchema } from "../../../shared/site-content/schemas/site";

/** A valid site with a unique id and slug, so tests never collide in the shared table. */
export function createSite(overrides: Partial<SiteInput> = {}): Site {
  const suffix = randomUUID().slice(0, 8);
  return siteSchema.parse({
    id: `test-${suffix}`,
    slug: `Test${suffix}`,
    name: `Test Campus ${suffix}`,
    time_zone: "America/Chicago",
    brand_color: "#123456",
    text_color: "#ffffff",
    ...overrides,
  });
}
