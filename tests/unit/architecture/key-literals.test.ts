import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, sourceFiles } from "./source-files";

// Every stored kind spells its keys once, in its declaration under shared/<area>/entities
// (docs/decisions/entities.md). Anywhere else a key prefix literal is a second spelling that
// can drift from the first.
const SCANNED = ["shared", "functions", "scripts", "web/src"];
const DECLARATIONS = /^shared\/[a-z-]+\/(entities\/|data\/entity\.ts$)/;

/** A quoted or template string that starts with an upper-case word and `#` ("STAFF#..."). */
const PREFIX_LITERAL = /["'`][A-Z][A-Z0-9_]*#/;
/** A key segment inside a template literal: `${site}#CUST#${id}`. */
const TEMPLATE_SEGMENT = /\}#[A-Z][A-Z0-9_]*(#|`|\$\{)/;
/** A key attribute given a literal: `sk: "PROFILE"`, `pk: \`...\``. */
const KEY_ATTRIBUTE = /\b(pk|sk|gsi[12](pk|sk))\s*:\s*["'`]/;

function keyLiteralsIn(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .filter(
      (line) =>
        PREFIX_LITERAL.test(line) || TEMPLATE_SEGMENT.test(line) || KEY_ATTRIBUTE.test(line),
    )
    .map((line) => line.trim());
}

describe("key literals", () => {
  it("recognises the ways a key gets spelled", () => {
    expect(keyLiteralsIn('const prefix = "STAFF#";')).toHaveLength(1);
    expect(keyLiteralsIn("queryItems(pk, { prefix: 'LOCATION#' })")).toHaveLength(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text
    expect(keyLiteralsIn("const pk = `${sitePk(id)}#CUST#${customerId}`;")).toHaveLength(1);
    expect(keyLiteralsIn('  Key: { pk: site, sk: "PROFILE" },')).toHaveLength(1);
    expect(keyLiteralsIn('const color = "#1A2B3C"; // STAFF#')).toHaveLength(0);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text
    expect(keyLiteralsIn("const text = `Order #${no}`;")).toHaveLength(0);
  });

  it("appear nowhere outside the entity declarations", () => {
    const offenders = SCANNED.flatMap(sourceFiles)
      .filter((file) => !DECLARATIONS.test(file))
      .flatMap((file) =>
        keyLiteralsIn(readFileSync(join(ROOT, file), "utf8")).map((line) => `${file}: ${line}`),
      );
    expect(offenders).toEqual([]);
  });
});
