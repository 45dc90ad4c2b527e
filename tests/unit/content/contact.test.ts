import { describe, expect, it } from "vitest";
import { isPhoneShown, siteUrl } from "../../../shared/site-content/contact";

describe("site URL gets https:// when it has no http(s) scheme (requirements: public-browsing §9)", () => {
  it.each([
    ["dining.example.edu", "https://dining.example.edu"],
    ["www.example.edu/menus", "https://www.example.edu/menus"],
    ["//cdn.example.edu", "https://cdn.example.edu"],
    ["http://example.edu", "http://example.edu"],
    ["https://example.edu", "https://example.edu"],
    ["HTTPS://Example.edu", "HTTPS://Example.edu"],
    ["  example.edu  ", "https://example.edu"],
    ["", ""],
  ])("%s → %s", (input, url) => {
    expect(siteUrl(input)).toBe(url);
  });
});

describe("phone hidden when all zeros (requirements: public-browsing §2 Staff)", () => {
  it.each([
    ["0000000000", false],
    ["(000) 000-0000", false],
    ["", false],
    [null, false],
    [undefined, false],
    ["(555) 010-0000", true],
    ["6175550100", true],
  ])("%s → shown %s", (phone, shown) => {
    expect(isPhoneShown(phone)).toBe(shown);
  });
});
