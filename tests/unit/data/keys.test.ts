import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  contentKeys,
  customerKeys,
  DIRECTORY_PK,
  menuKeys,
  purchaseKeys,
  siteKeys,
} from "../../../shared/data/keys";
import { tableDefinition } from "../../../shared/data/table";

type Builder = (...args: never[]) => Record<string, string> | string;

const keyValues = (value: Record<string, string> | string): string[] =>
  typeof value === "string"
    ? [value]
    : Object.entries(value)
        .filter(([name]) => name !== "gsi2sk" && name !== "gsi1sk" && name !== "sk")
        .map(([, v]) => v);

describe("key builders", () => {
  const groups = { contentKeys, menuKeys, purchaseKeys, customerKeys, siteKeys };
  const sample = (builder: Builder, siteId: string) =>
    (builder as (...args: unknown[]) => Record<string, string> | string)(
      siteId,
      "id-2",
      "2026-11-22",
      3,
      "x",
      "1230",
    );

  it("start every partition key with the site (tenancy), except the public directory", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/), (siteId) => {
        for (const [groupName, group] of Object.entries(groups)) {
          for (const [name, builder] of Object.entries(group)) {
            if (typeof builder !== "function" || name === "dayPrefix") continue;
            for (const value of keyValues(sample(builder as Builder, siteId))) {
              if (value === DIRECTORY_PK) continue;
              expect(value, `${groupName}.${name}`).toMatch(
                new RegExp(`^SITE#${siteId.toLowerCase()}(#|$)`),
              );
            }
          }
        }
      }),
      { numRuns: 30 },
    );
  });

  it("only uses attribute names the table defines", () => {
    const allowed = new Set<string>([
      tableDefinition.partitionKey,
      tableDefinition.sortKey,
      ...tableDefinition.globalSecondaryIndexes.flatMap((gsi) => [gsi.partitionKey, gsi.sortKey]),
    ]);
    for (const group of Object.values(groups)) {
      for (const [name, builder] of Object.entries(group)) {
        if (typeof builder !== "function" || name === "dayPrefix" || name === "partition") continue;
        const value = sample(builder as Builder, "site-a");
        if (typeof value === "string") continue;
        for (const attribute of Object.keys(value)) expect(allowed, name).toContain(attribute);
      }
    }
  });

  it("keeps sites apart: the same entity on two sites never shares a key", () => {
    expect(customerKeys.emailClaim("a", "x@y.edu").pk).not.toBe(
      customerKeys.emailClaim("b", "x@y.edu").pk,
    );
    expect(siteKeys.bySlug("CedarRidge").gsi1pk).toBe(siteKeys.bySlug("cedarridge").gsi1pk);
  });

  it("pads sort orders so lists sort numerically", () => {
    expect(contentKeys.staff("s", 2, "a").sk < contentKeys.staff("s", 10, "b").sk).toBe(true);
    expect(
      menuKeys
        .period("s", "l", "2026-11-22", 1, "p")
        .sk.startsWith(menuKeys.dayPrefix("2026-11-22")),
    ).toBe(true);
    expect(purchaseKeys.promoCode("s", "fall10").sk).toBe("PROMO#FALL10");
  });

  it("sets the gsi1 order key only for signed-in customers' orders", () => {
    expect(customerKeys.order("s", "o1", null, "2026-01-01T00:00:00Z")).not.toHaveProperty(
      "gsi1pk",
    );
    expect(customerKeys.order("s", "o1", "c1", "2026-01-01T00:00:00Z").gsi1pk).toBe(
      "SITE#s#CUST#c1#ORDERS",
    );
    expect(customerKeys.subscription("s", "c", "sub", null)).not.toHaveProperty("gsi2pk");
    expect(customerKeys.subscription("s", "c", "sub", "2026-12-01").gsi2pk).toBe(
      "SITE#s#BILLDAY#2026-12-01",
    );
  });
});
