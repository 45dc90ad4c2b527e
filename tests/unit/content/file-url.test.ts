import { describe, expect, it } from "vitest";
import { FILE_FOLDERS } from "../../../shared/onboarding/campus-file";
import {
  FILE_KIND_FOLDERS,
  type FileKind,
  siteFileUrl,
} from "../../../shared/site-content/file-url";

// One helper for every uploaded file, by kind (requirements: public-browsing §7 Images and files).
describe("siteFileUrl: /files/{site id}/{folder}/{name}, where onboarding stores the file", () => {
  it.each<[FileKind, string, string]>([
    ["logo", "logo.svg", "/files/cedar-ridge/images/logo.svg"],
    ["image", "hero 1.png", "/files/cedar-ridge/images/hero%201.png"],
    ["banner", "about.svg", "/files/cedar-ridge/section_banner/about.svg"],
    ["location", "commons.svg", "/files/cedar-ridge/location/commons.svg"],
    ["staff", "maria.jpg", "/files/cedar-ridge/staff/maria.jpg"],
    ["special", "latte.png", "/files/cedar-ridge/special/latte.png"],
    ["newsletter", "2026-11.pdf", "/files/cedar-ridge/newsletters/2026-11.pdf"],
    ["catering", "menu.pdf", "/files/cedar-ridge/catering/menu.pdf"],
    ["microsite", "banner.svg", "/files/cedar-ridge/microsite/banner.svg"],
    ["map", "campus.pmtiles", "/files/cedar-ridge/map/campus.pmtiles"],
  ])("%s %s → %s", (kind, name, url) => {
    expect(siteFileUrl("cedar-ridge", kind, name)).toBe(url);
  });

  it("never leaves the campus's folder: site id and name are one encoded segment each", () => {
    expect(siteFileUrl("a/b", "location", "../x.svg")).toBe("/files/a%2Fb/location/..%2Fx.svg");
  });

  it("uses only folders onboarding uploads to, and covers every one of them", () => {
    const used = new Set(Object.values(FILE_KIND_FOLDERS));
    expect([...used].sort()).toEqual([...FILE_FOLDERS].sort());
  });
});
