import type { MouseEvent } from "react";

// Moving focus (not only scrolling) is what makes a skip link useful to keyboard users; the
// targets carry tabIndex={-1}. Handled here so the URL hash and the router stay untouched.
function skipTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView();
}

/** requirements: public-browsing §2: the first things in the page. */
export function SkipLinks({ navId, mainId }: { navId: string | null; mainId: string }) {
  return (
    <div className="skip-links">
      {navId ? (
        <a className="skip-link" href={`#${navId}`} onClick={(event) => skipTo(event, navId)}>
          Skip to Dine On Campus Navigation
        </a>
      ) : null}
      <a className="skip-link" href={`#${mainId}`} onClick={(event) => skipTo(event, mainId)}>
        Skip to Main Content
      </a>
    </div>
  );
}
