import { type Login, loginSchema } from "@shared/accounts/schemas/login";
import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { lazyZodResolver } from "../../../web/src/lib/forms/lazy-zod-resolver";

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Login>;

describe("a form's zod schema loaded with its first validation", () => {
  it("reports the shared schema's own messages, and the parsed values once valid", async () => {
    const loadSchema = vi.fn(async () => loginSchema);
    const resolver = lazyZodResolver(loadSchema);
    const refused = await resolver({ email: "not an email", password: "" }, undefined, options);
    const expected = loginSchema.safeParse({ email: "not an email", password: "" });
    // The first message the schema gives for each field, as react-hook-form shows them.
    const firstMessages: Record<string, string> = {};
    for (const issue of expected.success ? [] : expected.error.issues) {
      firstMessages[String(issue.path[0])] ??= issue.message;
    }
    expect(Object.keys(firstMessages)).toEqual(["email", "password"]);
    expect(
      Object.fromEntries(
        Object.entries(refused.errors).map(([field, error]) => [field, error?.message]),
      ),
    ).toEqual(firstMessages);
    expect(refused.values).toEqual({});

    const accepted = await resolver(
      { email: "lee@example.edu", password: "a-password" },
      undefined,
      options,
    );
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toEqual(
      loginSchema.parse({ email: "lee@example.edu", password: "a-password" }),
    );
  });

  it("loads the schema once however often the form validates", async () => {
    const loadSchema = vi.fn(async () => loginSchema);
    const resolver = lazyZodResolver(loadSchema);
    expect(loadSchema).not.toHaveBeenCalled();
    await Promise.all([
      resolver({ email: "", password: "" }, undefined, options),
      resolver({ email: "x", password: "" }, undefined, options),
    ]);
    await resolver({ email: "lee@example.edu", password: "p" }, undefined, options);
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it("asks for the schema again after a failed load instead of failing every submit", async () => {
    const loadSchema = vi
      .fn<() => Promise<typeof loginSchema>>()
      .mockRejectedValueOnce(new Error("chunk failed to load"))
      .mockResolvedValue(loginSchema);
    const resolver = lazyZodResolver(loadSchema);
    await expect(resolver({ email: "", password: "" }, undefined, options)).rejects.toThrow(
      "chunk failed to load",
    );
    const accepted = await resolver(
      { email: "lee@example.edu", password: "a-password" },
      undefined,
      options,
    );
    expect(accepted.errors).toEqual({});
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});
