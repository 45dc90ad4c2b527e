import { useState } from "react";
import { useParams } from "react-router-dom";
import { buttonClassName } from "@/components/button-style";
import { SectionBody } from "@/lib/content/section-body";
import { useCurrentSite } from "@/lib/current-site";
import { SectionPage } from "@/lib/section-page";
import { useFaqSearch, useFaqTree } from "../api/faqs";
import { AnswerView } from "../components/answer-view";
import { QuestionList } from "../components/question-list";

const NO_MATCH = "Sorry, we didn't find any questions that match";
const SEARCH_FAILED = "We're sorry, something went wrong.";

/** requirements: public-browsing §2 Help / get answers now: search, then results with a Back button. */
export function Component() {
  const { section = "" } = useParams();
  const site = useCurrentSite();
  const tree = useFaqTree(site.id).data?.questions ?? [];
  const [draft, setDraft] = useState("");
  const [needle, setNeedle] = useState<string | null>(null);
  const search = useFaqSearch(site.id, needle);
  const results = search.data?.results;
  return (
    <SectionPage slug={section}>
      <SectionBody slug={section} />
      <search>
        <form
          className="help-search"
          onSubmit={(event) => {
            event.preventDefault();
            // Blank search text is ignored (requirements: public-browsing §5).
            if (draft.trim()) setNeedle(draft.trim());
          }}
        >
          <label htmlFor="help-search">Search help</label>
          <input
            id="help-search"
            type="search"
            className="input"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className={buttonClassName()}>
            Search
          </button>
        </form>
      </search>
      {needle ? (
        <section aria-label="Search results">
          <button
            type="button"
            className={buttonClassName({ variant: "secondary" })}
            onClick={() => setNeedle(null)}
          >
            Back
          </button>
          {/* The spec gives no texts here; these follow its menu search (docs/decisions/public-site.md). */}
          <p role="status" className="help-results__status">
            {search.error ? SEARCH_FAILED : results?.length === 0 ? `${NO_MATCH} “${needle}”.` : ""}
          </p>
          <ul className="help-results">
            {(results ?? []).map(({ question, parents }) => (
              <li key={question.id} className="content-card">
                {parents.length > 0 ? (
                  <p className="help-results__parents">{parents.join(" > ")}</p>
                ) : null}
                <h2 className="content-card__title">{question.text}</h2>
                {question.answer ? <AnswerView siteId={site.id} answer={question.answer} /> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <QuestionList siteId={site.id} questions={tree} />
      )}
    </SectionPage>
  );
}
