import { Link } from "react-router-dom";
import { useCurrentSite } from "@/lib/current-site";
import { sitePath } from "@/lib/url";
import { TEXT } from "../lib/messages";

/**
 * The login, sign-up and account routes of a campus without customer login: said at once,
 * before any form (docs/decisions/purchase-walk.md), with the way home.
 */
export function AccountsUnavailable() {
  const site = useCurrentSite();
  return (
    <div className="account-page account-page--narrow">
      <title>{`${site.name} – Accounts not available`}</title>
      <h1>Accounts not available</h1>
      <p>{TEXT.accountsUnavailable}</p>
      <p>
        <Link to={sitePath(site.slug)}>Go to the home page</Link>
      </p>
    </div>
  );
}
