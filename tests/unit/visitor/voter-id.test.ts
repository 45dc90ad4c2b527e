import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerSurvey } from "../../../shared/visitor-forms/routes/surveys";
import { normalizeVoterId } from "../../../shared/visitor-forms/voter-id";

const toFullWidth = (text: string) =>
  text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

// docs/security.md "Forms, mail and votes": every spelling of one voter id keys one vote.
describe("normalizeVoterId", () => {
  it("maps case, surrounding spaces and full-width forms of a UUID to one id", () => {
    fc.assert(
      fc.property(fc.uuid(), fc.constantFrom("", " ", "\t", "\u3000"), (uuid, pad) => {
        const id = normalizeVoterId(uuid);
        expect(normalizeVoterId(uuid.toUpperCase())).toBe(id);
        expect(normalizeVoterId(`${pad}${uuid}${pad}`)).toBe(id);
        expect(normalizeVoterId(toFullWidth(uuid.toUpperCase()))).toBe(id);
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (raw) => {
        const once = normalizeVoterId(raw);
        expect(normalizeVoterId(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  }, 60_000);

  it("keeps distinct UUIDs distinct", () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), (a, b) => {
        fc.pre(a.toLowerCase() !== b.toLowerCase());
        expect(normalizeVoterId(a)).not.toBe(normalizeVoterId(b));
      }),
    );
  });

  it("is applied by the vote route before the UUID check", () => {
    const input = {
      site_id: "cedar-ridge",
      survey_id: "s",
      choice_id: "c",
      voter_id: " 6F1C1F55-1F7E-4D55-9A5C-3F3A7C0D2B11 ",
    };
    expect(answerSurvey.input.parse(input).voter_id).toBe("6f1c1f55-1f7e-4d55-9a5c-3f3a7c0d2b11");
    expect(answerSurvey.input.safeParse({ ...input, voter_id: "ABC" }).success).toBe(false);
  });
});
