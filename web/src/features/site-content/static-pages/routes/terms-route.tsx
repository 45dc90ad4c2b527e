import { Link } from "react-router-dom";
import { useCurrentSite } from "@/lib/current-site";
import { sitePath } from "@/lib/url";
import { StaticPage } from "../components/static-page";

/** /:site/terms-of-use (requirements: public-browsing §2 Static pages: its links and rules). */
export function Component() {
  const site = useCurrentSite();
  return (
    <StaticPage title={`${site.name} – Terms of Use`} heading="Terms of Use">
      <p>By using this website you agree to these terms.</p>
      <h2>Your account</h2>
      <p>
        {site.customer_login ? (
          <>
            Manage your details and orders in{" "}
            <Link to={sitePath(site.slug, "customer-account")}>your account</Link>.{" "}
          </>
        ) : null}
        How we use your information is described in our{" "}
        <Link to={sitePath(site.slug, "privacy")}>Privacy Policy</Link>.
      </p>
      <h2>Payments</h2>
      <p>Gift cards and prepaid cards are not accepted.</p>
      <h2>Subscriptions</h2>
      <p>You may cancel a subscription up to 3 days before its next delivery.</p>
      <h2>Where we serve</h2>
      <p>Purchases are available in the United States and Canada only.</p>
    </StaticPage>
  );
}
