import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../../shared/platform/contrast";
import {
  APP_ICONS,
  appFileKey,
  appFileUrl,
  campusManifest,
  iconColors,
  shortName,
} from "../../../shared/platform/offline/web-manifest";

const cedarRidge = {
  id: "cedar-ridge",
  slug: "cedarridge",
  name: "Cedar Ridge University",
  brand_color: "#1F5C3A",
  text_color: "#FFFFFF",
};

describe("a campus's web app manifest", () => {
  it("installs the campus path as its own standalone app in its brand colour", () => {
    const manifest = campusManifest(cedarRidge);
    expect(manifest).toMatchObject({
      id: "/cedarridge/",
      name: "Cedar Ridge University",
      short_name: "Cedar Ridge",
      start_url: "/cedarridge/",
      scope: "/cedarridge/",
      display: "standalone",
      theme_color: "#1F5C3A",
      background_color: "#1F5C3A",
    });
  });

  it("lists 192 and 512 px PNG icons and a maskable one, beside the manifest", () => {
    const icons = campusManifest(cedarRidge).icons as {
      src: string;
      sizes: string;
      purpose: string;
    }[];
    expect(icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]);
    expect(icons.map((icon) => icon.src)).toEqual(APP_ICONS.map((icon) => icon.name));
  });

  it("keeps the files in the campus's app folder", () => {
    expect(appFileKey("cedar-ridge", "manifest.webmanifest")).toBe(
      "cedar-ridge/app/manifest.webmanifest",
    );
    expect(appFileUrl("cedar ridge", "icon-192.png")).toBe("/files/cedar%20ridge/app/icon-192.png");
  });

  it("shortens the name for the home screen, dropping generic words", () => {
    expect(shortName("Cedar Ridge University")).toBe("Cedar Ridge");
    expect(shortName("University of Harbor State")).toBe("Harbor State");
    expect(shortName("The University")).toBe("The");
    expect(shortName("Pine Hollow Community College")).toBe("Pine Hollow");
    expect(shortName("Supercalifragilistic Institute")).toBe("Supercalifra");
    expect(shortName("")).toBe("");
    for (const name of ["A", "Cedar Ridge University", "Massachusetts Institute of Technology"]) {
      expect(shortName(name).length).toBeLessThanOrEqual(12);
    }
  });

  it("draws the icon in a colour that stays legible on the brand colour", () => {
    expect(iconColors(cedarRidge)).toEqual({ background: "#1F5C3A", foreground: "#FFFFFF" });
    const pale = iconColors({ brand_color: "#F4E04D", text_color: "#FFFFFF" });
    expect(contrastRatio(pale.background, pale.foreground)).toBeGreaterThanOrEqual(4.5);
  });
});
