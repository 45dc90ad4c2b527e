import { describe, expect, it } from "vitest";
import { homeTilesVerdict, type LoadRow } from "../../../scripts/bench/load-bench";

const row = (route: string, p99Ms: number): LoadRow => ({
  route,
  requestsPerSecond: 100,
  p50Ms: p99Ms / 2,
  p99Ms,
  maxMs: p99Ms,
  requests: 1000,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
});

describe("the load bench's home tiles verdict", () => {
  it("compares home tiles with the fastest other read", () => {
    const rows = [row("GET /v1/sites/home_tiles", 100), row("GET /v1/events", 300)];
    const verdict = homeTilesVerdict(rows);
    expect(verdict.fastest.route).toBe("GET /v1/events");
    expect(verdict.ok).toBe(true);
  });

  it("fails when home tiles is more than twice as slow as the fastest other read", () => {
    const rows = [
      row("GET /v1/sites/home_tiles", 250),
      row("GET /v1/events", 300),
      row("GET /v1/sections/info_by_slug", 120),
    ];
    expect(homeTilesVerdict(rows)).toMatchObject({ ok: false, homeP99: 250 });
  });
});
