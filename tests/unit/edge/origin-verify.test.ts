import { describe, expect, it, vi } from "vitest";
import {
  createOriginVerifier,
  originHeaderMatches,
} from "../../../functions/platform/edge/origin-verify";
import { ORIGIN_VERIFY_HEADER } from "../../../shared/platform/api/origin-verify";

describe("the origin verify authorizer", () => {
  it("allows only the exact secret", () => {
    expect(originHeaderMatches("s3cret", "s3cret")).toBe(true);
    for (const received of [undefined, "", "s3cre", "s3cret ", "S3CRET"]) {
      expect(originHeaderMatches(received, "s3cret")).toBe(false);
    }
    expect(originHeaderMatches("", "")).toBe(false);
  });

  it("reads the secret once and answers per request", async () => {
    const load = vi.fn(async () => "s3cret");
    const verify = createOriginVerifier(load);
    await expect(verify({ headers: { [ORIGIN_VERIFY_HEADER]: "s3cret" } })).resolves.toEqual({
      isAuthorized: true,
    });
    await expect(verify({ headers: { [ORIGIN_VERIFY_HEADER]: "guess" } })).resolves.toEqual({
      isAuthorized: false,
    });
    await expect(verify({ headers: {} })).resolves.toEqual({ isAuthorized: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("retries a failed secret read on the next request", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("throttled")).mockResolvedValue("s3cret");
    const verify = createOriginVerifier(load);
    await expect(verify({ headers: { [ORIGIN_VERIFY_HEADER]: "s3cret" } })).rejects.toThrow();
    await expect(verify({ headers: { [ORIGIN_VERIFY_HEADER]: "s3cret" } })).resolves.toEqual({
      isAuthorized: true,
    });
  });
});
