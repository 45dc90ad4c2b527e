import { Link } from "react-router-dom";
import { buttonClassName } from "@/components/button";
import { useCurrentSite } from "@/lib/current-site";
import { SectionPage } from "@/lib/section-page";
import { useCustomerSession } from "@/lib/session/customer-session";
import { sitePath } from "@/lib/url";
import { ReservationWizard } from "../components/reservation-wizard";

/**
 * /{site}/reservations (requirements: purchases §2): the reservation form page. Booking needs an account (the
 * customer comes from the session), so signed-out visitors are offered the login page.
 */
export function Component() {
  const site = useCurrentSite();
  const customer = useCustomerSession(site.id);
  return (
    <SectionPage slug="reservations">
      {customer ? (
        <ReservationWizard />
      ) : site.customer_login ? (
        <div className="reservation-login">
          <p>Please log in to your account to make a reservation.</p>
          <Link className={buttonClassName()} to={sitePath(site.slug, "login")}>
            Log in
          </Link>
        </div>
      ) : (
        <p>Reservations are not available online at this campus.</p>
      )}
    </SectionPage>
  );
}
