import { afterEach, describe, expect, it, vi } from "vitest";
import { SAVED_AT_HEADER } from "../../../shared/platform/offline/saved-at";
import { apiRequest } from "../../../web/src/lib/api-client";
import {
  noteAnswer,
  offlineSince,
  resetOfflineStatus,
  subscribeOffline,
} from "../../../web/src/lib/offline-status";

const saved = (at: string) => new Headers({ [SAVED_AT_HEADER]: at });
const live = new Headers();

afterEach(() => resetOfflineStatus());

describe("which answers on screen came from the offline cache", () => {
  it("shows the oldest saved answer until each one is answered by the network again", () => {
    const heard = vi.fn();
    const stop = subscribeOffline(heard);
    noteAnswer("/v1/a", live);
    expect(offlineSince()).toBeNull();
    expect(heard).not.toHaveBeenCalled();
    noteAnswer("/v1/a", saved("2026-03-09T11:42:00Z"));
    noteAnswer("/v1/b", saved("2026-03-09T10:00:00Z"));
    noteAnswer("/v1/b", saved("2026-03-09T10:00:00Z"));
    expect(offlineSince()?.toISOString()).toBe("2026-03-09T10:00:00.000Z");
    expect(heard).toHaveBeenCalledTimes(2);
    noteAnswer("/v1/b", live);
    expect(offlineSince()?.toISOString()).toBe("2026-03-09T11:42:00.000Z");
    noteAnswer("/v1/a", live);
    expect(offlineSince()).toBeNull();
    stop();
    noteAnswer("/v1/a", saved("2026-03-09T11:42:00Z"));
    expect(heard).toHaveBeenCalledTimes(4);
  });

  it("hears it from the API client's GETs", async () => {
    const route = {
      operationId: "x",
      method: "GET",
      path: "/v1/sites/home_tiles",
    } as never;
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: "success", msg: "" }), {
          headers: {
            "content-type": "application/json",
            [SAVED_AT_HEADER]: "2026-03-09T11:42:00Z",
          },
        }),
    );
    await apiRequest(route, { site_id: "cedar-ridge" } as never, { fetch });
    expect(offlineSince()?.toISOString()).toBe("2026-03-09T11:42:00.000Z");
  });
});
