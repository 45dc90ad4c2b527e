import { describe, expect, it, vi } from "vitest";
import * as z from "zod";
import {
  createSectionedGroupHandler,
  defineSection,
} from "../../../functions/platform/group-handler";
import { defineRoute, routeKey } from "../../../shared/platform/api/route";
import { httpApiEvent, lambdaContext } from "../../fixtures/http-api-event";

const route = (operationId: string, path: `/v1/${string}`) =>
  defineRoute({
    operationId,
    group: "things",
    method: "GET",
    path,
    summary: operationId,
    input: z.object({ n: z.string().optional() }),
    output: z.object({ answer: z.string() }),
    auth: "public",
    example: {},
  });
const first = route("firstThing", "/v1/things/first");
const second = route("secondThing", "/v1/things/second");

const call = async (handler: ReturnType<typeof createSectionedGroupHandler>, key: string) => {
  const result = await handler({ ...structuredClone(httpApiEvent), routeKey: key }, lambdaContext);
  return { statusCode: result.statusCode, body: JSON.parse(String(result.body)) };
};

describe("a Lambda that loads its routes by section", () => {
  it("loads a section once, however many requests need it at the same time", async () => {
    const load = vi.fn(async () => ({
      section: defineSection([first] as const, { firstThing: async () => ({ answer: "one" }) }),
    }));
    const handler = createSectionedGroupHandler({ [routeKey(first)]: load });
    const answers = await Promise.all([1, 2, 3].map(() => call(handler, routeKey(first))));
    expect(answers.map((a) => a.body.answer)).toEqual(["one", "one", "one"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads only the section of the requested route", async () => {
    const loadFirst = vi.fn(async () => ({
      section: defineSection([first] as const, { firstThing: async () => ({ answer: "one" }) }),
    }));
    const loadSecond = vi.fn(async () => ({
      section: defineSection([second] as const, { secondThing: async () => ({ answer: "two" }) }),
    }));
    const handler = createSectionedGroupHandler({
      [routeKey(first)]: loadFirst,
      [routeKey(second)]: loadSecond,
    });
    expect((await call(handler, routeKey(second))).body.answer).toBe("two");
    expect(loadFirst).not.toHaveBeenCalled();
  });

  it("answers 404 for a route key it does not name, or one its section does not serve", async () => {
    const load = async () => ({
      section: defineSection([first] as const, { firstThing: async () => ({ answer: "one" }) }),
    });
    const handler = createSectionedGroupHandler({ [routeKey(first)]: load, "GET /v1/other": load });
    expect((await call(handler, "GET /v1/nowhere")).statusCode).toBe(404);
    expect((await call(handler, "GET /v1/other")).statusCode).toBe(404);
    expect((await call(handler, "constructor")).statusCode).toBe(404);
  });

  it("tries a section whose import failed again on the next request", async () => {
    let attempts = 0;
    const load = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("chunk unreadable");
      return {
        section: defineSection([first] as const, { firstThing: async () => ({ answer: "one" }) }),
      };
    };
    const handler = createSectionedGroupHandler({ [routeKey(first)]: load });
    expect((await call(handler, routeKey(first))).statusCode).toBe(500);
    expect(await call(handler, routeKey(first))).toMatchObject({
      statusCode: 200,
      body: { answer: "one" },
    });
  });
});
