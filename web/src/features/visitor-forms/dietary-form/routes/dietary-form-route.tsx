import { campusDate } from "@shared/platform/time/campus-clock";
import { FORM_TEXT } from "@shared/visitor-forms/on-the-go-menu";
import { Link } from "react-router-dom";
import { buttonClassName } from "@/components/button-style";
import { useCurrentSite } from "@/lib/current-site";
import { NoAccountsContact } from "@/lib/forms/no-accounts-contact";
import { useCustomerSession } from "@/lib/session/customer-session";
import { sitePath } from "@/lib/url";
import { DietaryForm } from "../components/dietary-form";

/** /{site}/dietary-health-form: the form, for signed-in customers (it is mailed with their account). */
export function Component() {
  const site = useCurrentSite();
  const customer = useCustomerSession(site.id);
  return (
    <article className="account-form-page">
      <title>{`${site.name} – ${FORM_TEXT.dietaryTitle}`}</title>
      <h1>{FORM_TEXT.dietaryTitle}</h1>
      {customer ? (
        <DietaryForm
          today={campusDate(Date.now(), site.time_zone)}
          name={`${customer.first_name} ${customer.last_name}`.trim()}
          email={customer.email}
        />
      ) : !site.customer_login ? (
        // No link to a login page the campus does not have (docs/decisions/purchase-walk.md).
        <NoAccountsContact site={site} what="Dietary forms" />
      ) : (
        <div className="reservation-login">
          <p>Please log in to your account to submit this form.</p>
          <Link className={buttonClassName()} to={sitePath(site.slug, "login")}>
            Log in
          </Link>
        </div>
      )}
    </article>
  );
}
