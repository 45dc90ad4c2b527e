import type { FaqAnswer } from "@shared/visitor-forms/schemas/faq";
import { SafeHtml } from "@/lib/content/safe-html";
import { externalUrl } from "@/lib/url";
import { AnswerForm } from "./answer-form";
import { FollowUpForm } from "./follow-up-form";

/** An answer of type text, link or form (requirements: public-browsing §3 Answer). */
export function AnswerView({ siteId, answer }: { siteId: string; answer: FaqAnswer }) {
  return (
    <div className="faq-answer">
      {answer.description ? <p>{answer.description}</p> : null}
      {answer.type === "text" ? <SafeHtml html={answer.text} siteId={siteId} /> : null}
      {answer.type === "link" && answer.url ? (
        <a href={externalUrl(answer.url)} target="_blank" rel="noopener noreferrer">
          {answer.url_text || answer.url}
        </a>
      ) : null}
      {answer.type === "form" && answer.form ? (
        <AnswerForm siteId={siteId} answer={answer} />
      ) : null}
      {answer.contact ? <FollowUpForm siteId={siteId} answerId={answer.id} /> : null}
    </div>
  );
}
