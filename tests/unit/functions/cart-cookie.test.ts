import { afterEach, describe, expect, it, vi } from "vitest";
import {
  cartCookie,
  cartCookieName,
  cartIdFromEvent,
  newCartId,
  signedCartId,
} from "../../../functions/purchase/cart-cookie";
import { httpApiEvent } from "../../fixtures/http-api-event";

const eventWith = (cookie: string) => ({ ...structuredClone(httpApiEvent), cookies: [cookie] });

describe("the cart cookie", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is a __Host- cookie on HTTPS, so a sibling subdomain can neither plant nor shadow it", async () => {
    vi.stubEnv("WEB_ORIGIN", "https://dining.example.edu");
    expect(cartCookieName("cedar-ridge")).toBe("__Host-doc_cart_cedar-ridge");
    const cookie = await cartCookie("cedar-ridge", newCartId());
    expect(cookie).toMatch(/^__Host-doc_cart_cedar-ridge=[^;]+; Path=\/; .*Secure.*HttpOnly/);
    expect(cookie).not.toContain("Domain=");
    vi.stubEnv("WEB_ORIGIN", "http://localhost:3000");
    expect(cartCookieName("cedar-ridge")).toBe("doc_cart_cedar-ridge");
  });

  it("carries only ids the server signed for this campus", async () => {
    const id = newCartId();
    const value = await signedCartId("cedar-ridge", id);
    const name = cartCookieName("cedar-ridge");
    expect(await cartIdFromEvent(eventWith(`${name}=${value}`) as never, "cedar-ridge")).toBe(id);
    for (const forged of [
      id,
      `${id}.${"A".repeat(22)}`,
      `${value}.x`,
      "AttackerChosenCartId0001",
    ]) {
      expect(
        await cartIdFromEvent(eventWith(`${name}=${forged}`) as never, "cedar-ridge"),
      ).toBeNull();
    }
    const other = cartCookieName("harbor-state");
    expect(
      await cartIdFromEvent(eventWith(`${other}=${value}`) as never, "harbor-state"),
    ).toBeNull();
  });
});
