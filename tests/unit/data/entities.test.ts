import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { customerEntity } from "../../../shared/accounts/entities/customer";
import { emailClaimEntity } from "../../../shared/accounts/entities/email-claim";
import { menuPeriodEntity } from "../../../shared/menus/entities/menu";
import { holdsSortKey, type StoredItem } from "../../../shared/platform/data/entity";
import { tableDefinition } from "../../../shared/platform/data/table";
import { OPERATIONS_TENANT } from "../../../shared/platform/roles";
import { siteBySlug } from "../../../shared/site-content/entities/site";
import { staffEntity } from "../../../shared/site-content/entities/staff";

/**
 * The operations console's own records (staff accounts and their email claims) belong to the
 * dining company, the console's tenant: their keys begin with its pseudo-site, which no campus
 * id can spell (campus ids start with a letter or digit; onboarding refuses it).
 */
const CONSOLE_TENANT_TYPES = new Set(["staff_account", "staff_email_claim"]);

type AnyEntity = {
  type: string;
  key: (k: unknown) => { pk: string; sk: string };
  toItem: (k: unknown, data: unknown, extra?: Record<string, unknown>) => StoredItem;
};

const SHARED = join(import.meta.dirname, "../../../shared");
/** Every area's entities folder (shared/<area>/entities). */
const DIRS = readdirSync(SHARED)
  .map((area) => join(SHARED, area, "entities"))
  .filter((dir) => existsSync(dir));
const modules = await Promise.all(
  DIRS.flatMap((dir) =>
    readdirSync(dir).map((file) => import(join(dir, file)) as Promise<Record<string, unknown>>),
  ),
);
const entities = modules
  .flatMap((module) => Object.values(module))
  .filter((value): value is AnyEntity => {
    const candidate = value as Partial<AnyEntity> | null;
    return typeof candidate?.toItem === "function" && typeof candidate.type === "string";
  });

/**
 * Any key input or data: every field a plausible value, the site the one under test (a site's
 * slug index is keyed by its slug, which names the same campus).
 */
const sample = (siteId: string) =>
  new Proxy({} as Record<string, unknown>, {
    get: (_target, name) =>
      name === "siteId" || name === "slug"
        ? siteId
        : /sort|year|hour|minute/i.test(String(name))
          ? 3
          : name === "choices"
            ? []
            : "2026-11-22",
  });

describe("entity declarations", () => {
  it("declare every stored kind once", () => {
    const types = entities.map((entity) => entity.type);
    expect(new Set(types).size).toBe(types.length);
    for (const kind of ["site", "customer", "location", "menu_period", "promo_code", "cart"]) {
      expect(types).toContain(kind);
    }
  });

  it("start every partition and index key with the site (tenancy), but the site directory", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/), (siteId) => {
        for (const entity of entities) {
          const item = entity.toItem(sample(siteId), sample(siteId));
          for (const name of ["pk", "gsi1pk", "gsi2pk"] as const) {
            const value = item[name];
            if (value === undefined || (entity.type === "site" && name === "gsi2pk")) continue;
            const tenant = CONSOLE_TENANT_TYPES.has(entity.type) ? OPERATIONS_TENANT : siteId;
            expect(value, `${entity.type}.${name}`).toMatch(new RegExp(`^SITE#${tenant}(#|$)`));
          }
        }
      }),
      { numRuns: 30 },
    );
  });

  it("only use key attribute names the table defines", () => {
    const keyNames = new Set<string>([
      tableDefinition.partitionKey,
      tableDefinition.sortKey,
      ...tableDefinition.globalSecondaryIndexes.flatMap((gsi) => [gsi.partitionKey, gsi.sortKey]),
    ]);
    for (const entity of entities) {
      const item = entity.toItem(sample("a"), sample("a"));
      for (const name of Object.keys(item).filter((n) => /^(pk|sk|gsi)/.test(n))) {
        expect(keyNames, `${entity.type}.${name}`).toContain(name);
      }
    }
  });

  it("keep sites apart and fold casing where the spec does", () => {
    expect(emailClaimEntity.key({ siteId: "a", email: "x@y.edu" }).pk).not.toBe(
      emailClaimEntity.key({ siteId: "b", email: "x@y.edu" }).pk,
    );
    expect(emailClaimEntity.key({ siteId: "a", email: "X@Y.edu" })).toEqual(
      emailClaimEntity.key({ siteId: "a", email: "x@y.edu" }),
    );
    expect(siteBySlug("CedarRidge").pk).toBe(siteBySlug("cedarridge").pk);
  });

  it("pad sort orders so lists sort numerically", () => {
    const staff = (sortOrder: number) => staffEntity.key({ siteId: "s", sortOrder, staffId: "a" });
    expect(staff(2).sk < staff(10).sk).toBe(true);
    const period = (sortOrder: number) =>
      menuPeriodEntity.key({
        siteId: "s",
        locationId: "l",
        date: "2026-11-22",
        sortOrder,
        periodId: "p",
      }).sk;
    expect(period(2) < period(10)).toBe(true);
    expect(holdsSortKey(staffEntity, staff(2).sk)).toBe(true);
  });

  it("keep the customer's secrets out of its data", () => {
    const customer = sample("s") as never;
    const item = customerEntity.toItem({ siteId: "s", customerId: "c" }, customer, {
      password_hash: "h",
    });
    expect(item.password_hash).toBe("h");
    expect(item.gsi1pk).toBe("SITE#s#EMAIL#2026-11-22");
  });
});
