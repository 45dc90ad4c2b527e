import { isBlankPhrase } from "@shared/menus/menu-search";
import { formatShortDate } from "@shared/platform/time/format";
import { useId, useState } from "react";
import { buttonClassName } from "@/components/button-style";
import { type SearchResults, searchMenus } from "../api/menu-api";
import { SEARCH_FOUND, SEARCH_NONE } from "./menu-texts";

/**
 * Menu search over 10 days (requirements: public-browsing §2 Menu page, §9). Blank text is ignored; each
 * result date has a 'See the menu' button that shows that day. The parent remounts this
 * component (key) when the date or location changes, which resets it.
 */
export function MenuSearch({
  siteId,
  locationId,
  onSeeMenu,
}: {
  siteId: string;
  locationId: string;
  onSeeMenu: (date: string) => void;
}) {
  const id = useId();
  const [phrase, setPhrase] = useState("");
  const [results, setResults] = useState<SearchResults | null>(null);
  const [failed, setFailed] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (isBlankPhrase(phrase)) return;
    try {
      setResults((await searchMenus(siteId, locationId, phrase.trim())).search_results);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  return (
    <section className="menu-search" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Search the menu</h2>
      <form onSubmit={submit}>
        <label htmlFor={id}>Find a menu item</label>
        <input id={id} type="search" value={phrase} onChange={(e) => setPhrase(e.target.value)} />
        <button type="submit" className={buttonClassName()}>
          Search
        </button>
      </form>
      <div aria-live="polite">
        {(failed || results?.length === 0) && <p>{SEARCH_NONE}</p>}
        {results && results.length > 0 && (
          <>
            <p>{SEARCH_FOUND}</p>
            <ul className="menu-search__results">
              {results.map((result) => (
                <li key={result.date}>
                  <strong>{formatShortDate(result.date)}</strong>
                  {result.periods.map((period) => (
                    <span key={period.name}>
                      {" "}
                      {period.name}: {period.items.map((item) => item.name).join(", ")}
                    </span>
                  ))}{" "}
                  <button
                    type="button"
                    className={buttonClassName({ variant: "secondary", size: "sm" })}
                    onClick={() => onSeeMenu(result.date)}
                  >
                    See the menu
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
