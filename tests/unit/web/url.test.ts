import { describe, expect, it } from "vitest";
import { canonicalPath } from "../../../web/src/features/site-content/site-shell/lib/canonical-path";
import { externalUrl, imageUrl, sitePath } from "../../../web/src/lib/url";

describe("externalUrl (requirements: public-browsing §9: https:// prepended)", () => {
  it.each([
    ["www.school.edu", "https://www.school.edu"],
    ["  school.edu/dining ", "https://school.edu/dining"],
    ["//school.edu", "https://school.edu"],
    ["http://school.edu", "http://school.edu"],
    ["HTTPS://school.edu", "HTTPS://school.edu"],
  ])("%s -> %s", (input, expected) => {
    expect(externalUrl(input)).toBe(expected);
  });
});

describe("sitePath and imageUrl", () => {
  it("builds encoded site paths", () => {
    expect(sitePath("uni")).toBe("/uni");
    expect(sitePath("uni", "terms-of-use")).toBe("/uni/terms-of-use");
    expect(sitePath("uni", "a b")).toBe("/uni/a%20b");
  });

  it("serves images from the campus's own files/images folder (requirements: public-browsing §7)", () => {
    expect(imageUrl("cedar-ridge", "logo 1.png")).toBe("/files/cedar-ridge/images/logo%201.png");
  });
});

describe("canonicalPath (requirements: public-browsing §4 perform_redirect)", () => {
  it.each([
    ["/UNI", "uni", "/uni"],
    ["/UNI/", "uni", "/uni/"],
    ["/Uni/events/", "uni", "/uni/events/"],
    ["/Uni/event/42", "uni", "/uni/event/42"],
  ])("%s with slug %s -> %s", (pathname, slug, expected) => {
    expect(canonicalPath(pathname, slug)).toBe(expected);
  });
});
