import { useContext } from "react";
import { Link } from "react-router-dom";
import { CurrentSiteContext } from "@/lib/current-site";
import { sitePath } from "@/lib/url";

/**
 * requirements: public-browsing §2: /404, unknown paths, unknown sites and sections. Inside a site the shell
 * already provides <main> and the way home is the site's home.
 */
export function Component() {
  const site = useContext(CurrentSiteContext);
  const content = (
    <>
      <title>Page not found</title>
      <h1>Sorry, we're unable to find that.</h1>
      <p>
        <Link to={site ? sitePath(site.slug) : "/"}>Go to the home page</Link>
      </p>
    </>
  );
  if (site) return <div className="not-found">{content}</div>;
  return (
    <main id="main-content" className="not-found page-narrow" tabIndex={-1}>
      {content}
    </main>
  );
}
