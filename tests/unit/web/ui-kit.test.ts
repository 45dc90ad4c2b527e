// biome-ignore-all lint/correctness/noChildrenProp: a .ts test builds elements with createElement, where children is a prop like any other
import { ShoppingCart } from "lucide-react";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "@/components/button";
import { Icon } from "@/components/icon";
import { ListState, SOMETHING_WENT_WRONG } from "@/components/list-state";
import { Notice } from "@/components/notice";
import { SocialIcon } from "@/components/social-icon";
import { TextField } from "@/components/text-field";

// The kit's wiring, rendered to HTML in node: what screen readers get from each component.
const list = (props: { data: string[] | undefined; error?: unknown }) =>
  renderToStaticMarkup(
    h(ListState<string[]>, {
      ...props,
      loading: "Loading staff...",
      empty: "We are now taking applications!",
      children: (names: string[]) =>
        h(
          "ul",
          null,
          names.map((n) => h("li", { key: n }, n)),
        ),
    }),
  );

describe("ListState", () => {
  it("announces loading politely and reserves space with hidden blocks", () => {
    const html = list({ data: undefined });
    expect(html).toContain('<p class="load-state" role="status">Loading staff...</p>');
    expect(html).toMatch(/class="ui-skeleton ui-skeleton--line" aria-hidden="true"/);
  });

  it("announces a failure at once with the spec's text by default", () => {
    const html = list({ data: undefined, error: new Error("down") });
    expect(html).toContain(`role="alert">${SOMETHING_WENT_WRONG.replace("'", "&#x27;")}</p>`);
  });

  it("shows the empty text for an empty list and the content otherwise", () => {
    expect(list({ data: [] })).toContain("We are now taking applications!");
    expect(list({ data: ["Ana"] })).toBe("<ul><li>Ana</li></ul>");
  });
});

describe("Notice", () => {
  it("interrupts for danger and warning, waits for info and success", () => {
    const role = (tone: "info" | "success" | "warning" | "danger") =>
      renderToStaticMarkup(h(Notice, { tone, children: "x" })).match(/role="(\w+)"/)?.[1];
    expect([role("danger"), role("warning"), role("info"), role("success")]).toEqual([
      "alert",
      "alert",
      "status",
      "status",
    ]);
  });

  it("offers a named dismiss button only when dismissible", () => {
    const html = renderToStaticMarkup(h(Notice, { onDismiss: () => undefined, children: "x" }));
    expect(html).toMatch(/<button[^>]*>.*aria-label="Dismiss"/);
    expect(renderToStaticMarkup(h(Notice, { children: "x" }))).not.toContain("<button");
  });
});

describe("TextField", () => {
  it("labels the input and links its description and error to it", () => {
    const html = renderToStaticMarkup(
      h(TextField, { label: "Email", description: "We never share it.", errorMessage: "Bad." }),
    );
    const input = html.match(/<input[^>]*>/)?.[0] ?? "";
    const labelledBy = input.match(/aria-labelledby="([^"]+)"/)?.[1] ?? "";
    const describedBy = input.match(/aria-describedby="([^"]+)"/)?.[1]?.split(" ") ?? [];
    expect(html).toContain(`id="${labelledBy}"`);
    expect(input).toContain('aria-invalid="true"');
    for (const id of describedBy) expect(html).toMatch(new RegExp(`id="${id}"[^>]*>`));
    expect(describedBy).toHaveLength(2);
    expect(html).toContain("Bad.");
  });
});

describe("Button and icons", () => {
  it("says it is pending and refuses presses (aria-disabled, still focusable)", () => {
    const html = renderToStaticMarkup(
      h(Button, { isPending: true, pendingLabel: "Saving…", children: "Save" }),
    );
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('tabindex="0"');
    expect(html).toContain("Saving…");
  });

  it("names an icon or hides it, never leaves an unnamed graphic", () => {
    expect(renderToStaticMarkup(h(Icon, { icon: ShoppingCart, label: "Cart" }))).toMatch(
      /role="img" aria-label="Cart"/,
    );
    expect(renderToStaticMarkup(h(Icon, { icon: ShoppingCart }))).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(h(SocialIcon, { network: "tiktok", label: "TikTok" }))).toMatch(
      /role="img" aria-label="TikTok"><path d="M/,
    );
  });
});
