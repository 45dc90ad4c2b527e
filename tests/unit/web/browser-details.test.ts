import { afterEach, describe, expect, it, vi } from "vitest";
import { navigatorSchema } from "../../../shared/site-content/routes/sites";
import { onErrorRetry } from "../../../web/src/app/provider";
import { ApiError } from "../../../web/src/lib/api-client";
import {
  claimUserAgentPost,
  collectNavigatorDetails,
} from "../../../web/src/lib/sites/post-user-agent";

describe("collectNavigatorDetails (requirements: public-browsing §7 sites/user_agent)", () => {
  const chrome = {
    appName: "Netscape",
    appCodeName: "Mozilla",
    appVersion: "5.0 (X11)",
    cookieEnabled: true,
    hardwareConcurrency: 8,
    platform: "Linux x86_64",
    product: "Gecko",
    productSub: "20030107",
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130",
    vendor: "Google Inc.",
    vendorSub: "",
    webdriver: false,
  };

  it("maps the browser's fields to the schema's names", () => {
    const details = collectNavigatorDetails(chrome, false);
    expect(details).toMatchObject({
      app_name: "Netscape",
      app_code_name: "Mozilla",
      product_sub: "20030107",
      user_agent: chrome.userAgent,
      hardware_concurrency: 8,
      standalone: false,
      webkit: true,
    });
    expect(navigatorSchema.safeParse(details).success).toBe(true);
  });

  it("cuts oversize values so the server never refuses the post", () => {
    const details = collectNavigatorDetails(
      {
        ...chrome,
        userAgent: "x".repeat(2000),
        appVersion: "y".repeat(999),
        hardwareConcurrency: 9999,
      },
      true,
    );
    expect(details.user_agent).toHaveLength(512);
    expect(details.app_version).toHaveLength(400);
    expect(details.hardware_concurrency).toBe(1024);
    expect(details.webkit).toBe(false);
    expect(navigatorSchema.safeParse(details).success).toBe(true);
  });

  it("prefers iOS's navigator.standalone over the display-mode query", () => {
    expect(collectNavigatorDetails({ standalone: true }, false).standalone).toBe(true);
    expect(collectNavigatorDetails({}, true).standalone).toBe(true);
  });
});

describe("claimUserAgentPost (once a day per device and site)", () => {
  const memoryStorage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  };

  it("claims once per site and day", () => {
    const storage = memoryStorage();
    expect(claimUserAgentPost(storage, "uni", "2026-11-27")).toBe(true);
    expect(claimUserAgentPost(storage, "uni", "2026-11-27")).toBe(false);
    expect(claimUserAgentPost(storage, "tech", "2026-11-27")).toBe(true);
    expect(claimUserAgentPost(storage, "uni", "2026-11-28")).toBe(true);
    expect(claimUserAgentPost(storage, "uni", "2026-11-28")).toBe(false);
  });

  it("still posts when storage is missing or throws", () => {
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => undefined,
    };
    expect(claimUserAgentPost(null, "uni", "2026-11-27")).toBe(true);
    expect(claimUserAgentPost(throwing, "uni", "2026-11-27")).toBe(true);
  });
});

describe("onErrorRetry (SWR)", () => {
  afterEach(() => vi.useRealTimers());
  const config = {} as Parameters<NonNullable<typeof onErrorRetry>>[2];

  it.each([
    [new ApiError(404, "Invalid site."), false],
    [new ApiError(400, "Bad"), false],
    [new ApiError(500, "Something went wrong."), true],
    [new ApiError(0, "Something went wrong.", "timeout"), true],
  ])("retries %o: %s", (error, retried) => {
    vi.useFakeTimers();
    const revalidate = vi.fn(() => Promise.resolve(true));
    onErrorRetry?.(error, "key", config, revalidate, { retryCount: 1, dedupe: false });
    vi.advanceTimersByTime(60_000);
    expect(revalidate).toHaveBeenCalledTimes(retried ? 1 : 0);
  });

  it("stops after three retries", () => {
    vi.useFakeTimers();
    const revalidate = vi.fn(() => Promise.resolve(true));
    onErrorRetry?.(new ApiError(503, "x"), "key", config, revalidate, {
      retryCount: 4,
      dedupe: false,
    });
    vi.advanceTimersByTime(60_000);
    expect(revalidate).not.toHaveBeenCalled();
  });
});
