import { beforeAll, describe, expect, it } from "vitest";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { queryAll } from "../../functions/platform/table";
import { userAgentsOfDay } from "../../shared/site-content/entities/user-agent";
import { api } from "../support/api";
import { createSite } from "../support/factories/site";

const navigator = { user_agent: "Mozilla/5.0 (vitest)", platform: "Linux", cookie_enabled: true };

describe("sites: the site bootstrap on DynamoDB Local", () => {
  const published = createSite({ name: "Aardvark Test College" });
  const unpublished = createSite({ published: false });

  beforeAll(async () => {
    const now = new Date();
    await dynamoSiteStore.put(published, false, now);
    await dynamoSiteStore.put(unpublished, true, now);
  });

  it("lists published sites by name, without unpublished ones", async () => {
    const { status, body } = await api<{ sites: { id: string; slug: string; name: string }[] }>(
      "/v1/sites/public",
    );
    expect(status).toBe(200);
    expect(body.status).toBe("success");
    const ids = body.sites.map((site) => site.id);
    expect(ids).toContain(published.id);
    expect(ids).toContain("cedar-ridge");
    expect(ids).toContain("harbor-state");
    expect(ids).not.toContain(unpublished.id);
    const names = body.sites.map((site) => site.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it.each([
    ["the canonical slug", (slug: string) => slug, false],
    ["upper case", (slug: string) => slug.toUpperCase(), true],
    ["lower case", (slug: string) => slug.toLowerCase(), true],
  ])("returns the site by %s", async (_label, casing, redirect) => {
    const { status, body } = await api<{ site: { id: string }; perform_redirect: boolean }>(
      `/v1/sites/${casing(published.slug)}/info`,
    );
    expect(status).toBe(200);
    expect(body.site.id).toBe(published.id);
    expect(body.perform_redirect).toBe(redirect);
    expect(body).toHaveProperty("logo_exists", false);
  });

  it("answers 404 'Invalid site.' for an unknown slug and for an unpublished site", async () => {
    for (const slug of ["no-such-campus", unpublished.slug]) {
      const { status, body } = await api(`/v1/sites/${slug}/info`);
      expect(status).toBe(404);
      expect(body).toEqual({ status: "error", msg: "Invalid site." });
    }
  });

  it("records browser details in the site's own partition", async () => {
    const { status, body } = await api("/v1/sites/user_agent", {
      method: "POST",
      body: { site_id: published.id, navigator },
    });
    expect(status).toBe(200);
    expect(body.status).toBe("success");
    const day = new Date().toISOString().slice(0, 10);
    const Items = await queryAll(userAgentsOfDay(published.id, day));
    expect(Items?.[0]?.navigator).toEqual(navigator);
    expect(Items?.[0]?.expires_at).toBeGreaterThan(Date.now() / 1000);
  });

  it.each([
    [{ site_id: "cedar-ridge", navigator: { ...navigator, extra: "x" } }, 400, /Unrecognized key/],
    [
      { site_id: "cedar-ridge", navigator: { user_agent: "x".repeat(600) } },
      400,
      /<=512 characters/,
    ],
    [{ navigator }, 400, /expected string/i],
    [{ site_id: "Not An Id!", navigator }, 400, /lower-case letters/],
    [{ site_id: "no-such-site", navigator }, 404, /Invalid site\./],
  ])("refuses bad browser details %# with a clear message", async (payload, code, message) => {
    const { status, body } = await api("/v1/sites/user_agent", { method: "POST", body: payload });
    expect(status).toBe(code);
    expect(body.status).toBe("error");
    expect(body.msg).toMatch(message);
  });

  it("writes nothing for an unknown site: the write waits for the published-site check", async () => {
    const { status } = await api("/v1/sites/user_agent", {
      method: "POST",
      body: { site_id: "no-such-site", navigator },
    });
    expect(status).toBe(404);
    const day = new Date().toISOString().slice(0, 10);
    expect(await queryAll(userAgentsOfDay("no-such-site", day))).toEqual([]);
  });

  it("refuses malformed and oversized bodies with 4xx, never 500", async () => {
    const malformed = await api("/v1/sites/user_agent", { method: "POST", rawBody: "{nope" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toBe("The request body must be valid JSON.");
    const huge = await api("/v1/sites/user_agent", {
      method: "POST",
      rawBody: JSON.stringify({ site_id: "cedar-ridge", pad: "x".repeat(10_000) }),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.status).toBe("error");
  });

  it("answers 404 and 405 for unknown paths and methods under /v1", async () => {
    expect((await api("/v1/no-such-group")).status).toBe(404);
    expect((await api("/v1/sites/public", { method: "DELETE" })).status).toBe(405);
  });
});
