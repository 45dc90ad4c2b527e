import { FORM_TEXT } from "@shared/visitor-forms/on-the-go-menu";
import { Link } from "react-router-dom";
import { buttonClassName } from "@/components/button-style";
import { useCurrentSite } from "@/lib/current-site";
import { NoAccountsContact } from "@/lib/forms/no-accounts-contact";
import { NotFound } from "@/lib/not-found";
import { useCustomerSession } from "@/lib/session/customer-session";
import { sitePath } from "@/lib/url";
import { OnTheGoForm } from "../components/on-the-go-form";

/** /{site}/on-the-go-valentine-dining: the On The Go order form, where the campus offers it. */
export function Component() {
  const site = useCurrentSite();
  const customer = useCustomerSession(site.id);
  if (!site.show_on_the_go) return <NotFound />;
  return (
    <article className="account-form-page">
      <title>{`${site.name} – ${FORM_TEXT.onTheGoTitle}`}</title>
      <h1>{FORM_TEXT.onTheGoTitle}</h1>
      {customer ? (
        <OnTheGoForm
          name={`${customer.first_name} ${customer.last_name}`.trim()}
          email={customer.email}
        />
      ) : !site.customer_login ? (
        // No link to a login page the campus does not have (docs/decisions/purchase-walk.md).
        <NoAccountsContact site={site} what="On The Go orders" />
      ) : (
        <div className="reservation-login">
          <p>Please log in to your account to place an On The Go order.</p>
          <Link className={buttonClassName()} to={sitePath(site.slug, "login")}>
            Log in
          </Link>
        </div>
      )}
    </article>
  );
}
