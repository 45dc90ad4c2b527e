import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  contentLine,
  escapeText,
  foldLine,
  localDateTime,
  paramValue,
  textProperty,
  utcDateTime,
  writeICalendar,
} from "../../../shared/platform/open-data/ical-writer";

// The writer's three promises (RFC 5545 section 3.1 and 3.3.11): CRLF line ends, lines folded at
// 75 octets without splitting a character, and TEXT escaping that a reader undoes exactly.

const octets = (text: string) => new TextEncoder().encode(text).length;
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");
/** RFC 5545's unescaping, written here apart from the writer. */
const unescapeText = (text: string) =>
  text.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and line breaks", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });

  it("drops the control characters TEXT forbids but keeps tabs", () => {
    expect(escapeText("a\u0000b\u0007c\td\u007f")).toBe("abc\td");
  });

  it("is undone by unescaping, for any text without control characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (raw) => {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters the writer drops
        const text = raw.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
        expect(unescapeText(escapeText(raw))).toBe(text);
        expect(escapeText(raw)).not.toMatch(/[\r\n]/);
      }),
    );
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets alone and folds one of 76", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });

  it("never splits a multi-byte character", () => {
    // 74 ASCII octets and a 4-octet emoji: the emoji moves whole to the next line.
    const folded = foldLine(`${"x".repeat(74)}😀yz`);
    expect(folded).toBe(`${"x".repeat(74)}\r\n 😀yz`);
  });

  it("folds any line into lines of at most 75 octets that unfold to it", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 400 }), (text) => {
        const line = `DESCRIPTION:${text.replace(/[\r\n]/g, "")}`;
        const folded = foldLine(line);
        for (const piece of folded.split("\r\n")) expect(octets(piece)).toBeLessThanOrEqual(75);
        expect(
          folded
            .split("\r\n")
            .slice(1)
            .every((piece) => piece.startsWith(" ")),
        ).toBe(true);
        expect(unfold(folded)).toBe(line);
        expect(
          new TextDecoder("utf-8", { fatal: true }).decode(new TextEncoder().encode(folded)),
        ).toBe(folded);
      }),
    );
  });
});

describe("content lines and components", () => {
  it("quotes a parameter value holding : ; or , and drops double quotes", () => {
    expect(paramValue("America/Chicago")).toBe("America/Chicago");
    expect(paramValue('a:b"c')).toBe('"a:bc"');
    expect(contentLine({ name: "X", params: { A: "1,2", B: "c" }, value: "v" })).toBe(
      'X;A="1,2";B=c:v',
    );
  });

  it("writes every line with CRLF, skips null properties and nests components", () => {
    const text = writeICalendar({
      name: "VCALENDAR",
      properties: [{ name: "VERSION", value: "2.0" }, null, textProperty("NAME", "  ")],
      components: [{ name: "VEVENT", properties: [textProperty("SUMMARY", "Brunch, late")] }],
    });
    expect(text).toBe(
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:Brunch\\, late\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
    );
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("writes UTC and local date-times", () => {
    expect(utcDateTime(Date.UTC(2026, 2, 8, 7, 5, 9, 999))).toBe("20260308T070509Z");
    expect(utcDateTime(new Date("2026-12-31T23:59:59Z"))).toBe("20261231T235959Z");
    expect(localDateTime({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 })).toBe(
      "20260308T023000",
    );
  });
});
