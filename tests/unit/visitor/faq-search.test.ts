import { describe, expect, it } from "vitest";
import { findFaqAnswer, searchFaqs } from "../../../shared/visitor-forms/faq-search";
import { type FaqQuestion, faqTreeSchema } from "../../../shared/visitor-forms/schemas/faq";

const { questions } = faqTreeSchema.parse({
  questions: [
    {
      id: "q-plans",
      text: "Meal plans",
      child_questions: [
        {
          id: "q-swipes",
          text: "How do swipes work?",
          child_questions: [
            {
              id: "q-guest",
              text: "Can I bring a guest?",
              answer: {
                id: "a-guest",
                type: "text",
                text: "<p>Yes, three <b>guest swipes</b>.</p>",
              },
            },
          ],
        },
        {
          id: "q-refund",
          text: "How do I request a refund?",
          answer: {
            id: "a-refund",
            type: "form",
            description: "Tell us about your refund request.",
            form: { elements: [{ id: "why", type: "textarea", label: "Why?", required: true }] },
          },
        },
      ],
    },
    { id: "q-hours", text: "Opening hours", answer: { id: "a-hours", type: "link", url: "x" } },
  ],
});

const ids = (found: { question: FaqQuestion }[]) => found.map(({ question }) => question.id);

describe("help search (requirements: public-browsing §2 Help, §5 blank ignored)", () => {
  it.each(["", "   ", "\t\n"])("ignores the blank needle %j", (needle) => {
    expect(searchFaqs(questions, needle)).toEqual([]);
  });

  it("finds by question text, case-insensitively, with the parent chain root first", () => {
    const found = searchFaqs(questions, "GUEST");
    expect(ids(found)).toEqual(["q-guest"]);
    expect(found[0]?.parents).toEqual(["Meal plans", "How do swipes work?"]);
  });

  it("finds by answer text without its HTML tags and by answer description", () => {
    expect(ids(searchFaqs(questions, "three guest swipes"))).toEqual(["q-guest"]);
    expect(ids(searchFaqs(questions, "refund request"))).toEqual(["q-refund"]);
    expect(ids(searchFaqs(questions, "<b>"))).toEqual([]);
  });

  it("needs every word, in tree order, top-level questions having no parents", () => {
    expect(ids(searchFaqs(questions, "how"))).toEqual(["q-swipes", "q-refund"]);
    expect(ids(searchFaqs(questions, "how refund"))).toEqual(["q-refund"]);
    expect(searchFaqs(questions, "hours")[0]?.parents).toEqual([]);
  });

  it("finds an answer anywhere in the tree with its question", () => {
    expect(findFaqAnswer(questions, "a-guest")?.question.text).toBe("Can I bring a guest?");
    expect(findFaqAnswer(questions, "a-hours")?.answer.type).toBe("link");
    expect(findFaqAnswer(questions, "missing")).toBeNull();
  });
});
