import type { FaqQuestion } from "@shared/visitor-forms/schemas/faq";
import { Button } from "react-aria-components/Button";
import { Heading } from "react-aria-components/Dialog";
import { Disclosure, DisclosurePanel } from "react-aria-components/Disclosure";
import { AnswerView } from "./answer-view";

/** The question accordion with child questions (requirements: public-browsing §2 Help). */
export function QuestionList({
  siteId,
  questions,
  level = 2,
}: {
  siteId: string;
  questions: readonly FaqQuestion[];
  level?: number;
}) {
  return (
    <div className="faq-list">
      {questions.map((question) => (
        <Disclosure key={question.id} className="faq-item">
          <Heading level={Math.min(level, 6)} className="faq-item__heading">
            <Button slot="trigger" className="faq-item__trigger">
              {question.text}
            </Button>
          </Heading>
          <DisclosurePanel className="faq-item__panel">
            {question.answer ? <AnswerView siteId={siteId} answer={question.answer} /> : null}
            {question.child_questions.length > 0 ? (
              <QuestionList
                siteId={siteId}
                questions={question.child_questions}
                level={level + 1}
              />
            ) : null}
          </DisclosurePanel>
        </Disclosure>
      ))}
    </div>
  );
}
