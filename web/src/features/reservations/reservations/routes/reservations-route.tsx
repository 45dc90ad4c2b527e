import { Suspense } from "react";
import { Link } from "react-router-dom";
import { buttonClassName } from "@/components/button-style";
import { LoadingState } from "@/components/load-state";
import { useCurrentSite } from "@/lib/current-site";
import { lazyNamed } from "@/lib/lazy-named";
import { SectionPage } from "@/lib/section-page";
import { useCustomerSession } from "@/lib/session/customer-session";
import { sitePath } from "@/lib/url";

/**
 * The wizard (react-aria's date and choice widgets, react-hook-form, zod: ~600 KB before
 * compression) is fetched only for a signed-in customer; a signed-out visitor sees the login
 * prompt without downloading or running any of it (docs/decisions/web-first-paint.md).
 */
const ReservationWizard = lazyNamed(
  () => import("../components/reservation-wizard"),
  "ReservationWizard",
);

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
        <Suspense fallback={<LoadingState skeleton={{ count: 3 }}>Loading the form</LoadingState>}>
          <ReservationWizard />
        </Suspense>
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
