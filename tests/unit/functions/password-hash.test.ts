import { describe, expect, it } from "vitest";
import {
  DEFAULT_SCRYPT,
  hashPassword,
  needsRehash,
  spendDummyVerification,
  verifyPassword,
} from "../../../functions/platform/password-hash";

// Cheap parameters keep most cases fast; one case pays for the real N=2^17 cost.
const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe("password hashing (scrypt N=2^17, r=8, p=1, 16-byte salt)", () => {
  it("stores the real parameters, the salt and the key in one self-describing string", async () => {
    const stored = await hashPassword("Correct-horse1!");
    const [scheme, n, r, p, salt, key] = stored.split("$");
    expect([scheme, Number(n), Number(r), Number(p)]).toEqual(["scrypt", 2 ** 17, 8, 1]);
    expect(DEFAULT_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    expect(Buffer.from(salt ?? "", "base64url")).toHaveLength(16);
    expect(Buffer.from(key ?? "", "base64url")).toHaveLength(32);
    expect(stored).not.toContain("Correct-horse1!");
    await expect(verifyPassword("Correct-horse1!", stored)).resolves.toBe(true);
  });

  it.each([
    ["the same password", "Pa ss-word1!", true],
    ["another password", "Pa ss-word2!", false],
    ["a different case", "pa ss-word1!", false],
    ["trimmed spaces", "Pa ss-word1! ", false],
    ["an empty password", "", false],
  ])("verifies %s as %s", async (_label, attempt, expected) => {
    const stored = await hashPassword("Pa ss-word1!", FAST);
    await expect(verifyPassword(attempt, stored)).resolves.toBe(expected);
  });

  it("salts every hash, so equal passwords never share a stored value", async () => {
    const [a, b] = await Promise.all([
      hashPassword("Same-pass1!", FAST),
      hashPassword("Same-pass1!", FAST),
    ]);
    expect(a).not.toBe(b);
  });

  it.each(["", "bcrypt$10$x", "scrypt$0$8$1$abc$def", "scrypt$1024$8$1$$", "scrypt$x$8$1$abc$def"])(
    "never matches an unreadable stored value %j",
    async (stored) => {
      await expect(verifyPassword("anything", stored)).resolves.toBe(false);
    },
  );

  it("keeps verifying old hashes after the parameters are raised, and flags them for rehash", async () => {
    const old = await hashPassword("Old-pass1!", FAST);
    await expect(verifyPassword("Old-pass1!", old)).resolves.toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(old, FAST)).toBe(false);
    expect(needsRehash("garbage")).toBe(true);
  });

  it("spends a full verification for unknown accounts", async () => {
    await expect(spendDummyVerification("whatever")).resolves.toBeUndefined();
  });
});
