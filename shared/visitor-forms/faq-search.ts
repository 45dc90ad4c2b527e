import type { FaqAnswer, FaqQuestion } from "./schemas/faq";

/** A search hit with the texts of its ancestors, root first (requirements: public-browsing §2 Help). */
export interface FaqSearchResult {
  question: FaqQuestion;
  parents: string[];
}

/** Separator of the parent chain a result shows (requirements: public-browsing §2 Help). */
export const FAQ_PARENT_SEPARATOR = " > ";

const stripTags = (html: string): string => html.replace(/<[^>]*>/g, " ");

function haystack(question: FaqQuestion): string {
  const answer = question.answer;
  const parts = [question.text, answer?.description ?? "", stripTags(answer?.text ?? "")];
  return parts.join(" ").toLowerCase();
}

/**
 * Questions whose text or answer contains every word of the needle, in tree order. A blank
 * needle finds nothing: the spec ignores empty or blank search text (requirements: public-browsing §5).
 */
export function searchFaqs(questions: readonly FaqQuestion[], needle: string): FaqSearchResult[] {
  const words = needle.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const results: FaqSearchResult[] = [];
  const visit = (nodes: readonly FaqQuestion[], parents: string[]) => {
    for (const node of nodes) {
      const text = haystack(node);
      if (words.every((word) => text.includes(word))) results.push({ question: node, parents });
      visit(node.child_questions, [...parents, node.text]);
    }
  };
  visit(questions, []);
  return results;
}

/** The answer with this id anywhere in the tree, with the question it answers. */
export function findFaqAnswer(
  questions: readonly FaqQuestion[],
  answerId: string,
): { question: FaqQuestion; answer: FaqAnswer } | null {
  for (const question of questions) {
    if (question.answer?.id === answerId) return { question, answer: question.answer };
    const nested = findFaqAnswer(question.child_questions, answerId);
    if (nested) return nested;
  }
  return null;
}
