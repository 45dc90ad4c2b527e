import { type ReactNode, Suspense, useCallback, useDeferredValue, useState } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { FailedState, LoadingState } from "@/components/load-state";
import { Tab, TabList, TabPanel, Tabs } from "@/components/tabs";
import { type Message, Toast } from "@/components/toast";
import { AccountPanel } from "@/lib/account-panels";
import { useCurrentSite } from "@/lib/current-site";
import { lazyNamed } from "@/lib/lazy-named";
import { useCustomerSession } from "@/lib/session/customer-session";
import { sitePath } from "@/lib/url";
import { useCustomerInfo } from "../api/account";
import { AccountsUnavailable } from "../components/accounts-unavailable";
import { ProfileTab } from "../components/profile-tab";
import { TEXT } from "../lib/messages";

// The tabs after Profile are chunks of their own, fetched when the customer opens one (a tab
// panel renders only while selected): the account page's first view evaluates the profile
// form alone (docs/decisions/web-first-paint.md).
const AllergenTab = lazyNamed(() => import("../components/allergen-tab"), "AllergenTab");
const FoodInsecurityTab = lazyNamed(
  () => import("../components/food-insecurity-tab"),
  "FoodInsecurityTab",
);
const OrdersTab = lazyNamed(() => import("../components/orders-tab"), "OrdersTab");
const SubscriptionsTab = lazyNamed(
  () => import("../components/subscriptions-tab"),
  "SubscriptionsTab",
);

/** A lazy tab's content, a loading line in its place while its chunk arrives. */
function LazyTab({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState>Loading</LoadingState>}>{children}</Suspense>;
}

/** requirements: purchases §2 Account screen: tabs by site flags; signed-out visitors go to the login page. */
export function Component() {
  const site = useCurrentSite();
  const customer = useCustomerSession(site.id);
  const location = useLocation();
  const [notice, setNotice] = useState<Message | null>(() => {
    const text = (location.state as { notice?: string } | null)?.notice;
    return text ? { text, tone: "success" } : null;
  });
  const clearNotice = useCallback(() => setNotice(null), []);
  const info = useCustomerInfo(site.id, customer !== null);
  // The tabs and the profile form render when the customer's record arrives: revealed as a
  // deferred value they render in slices, as ListState does (docs/web-app.md, First load).
  const revealed = useDeferredValue(info.data !== undefined);
  if (!site.customer_login) return <AccountsUnavailable />;
  if (!customer) return <Navigate to={sitePath(site.slug, "login")} replace />;
  const loaded = revealed ? info.data : undefined;
  return (
    <div className="account-page">
      <title>{`${site.name} – Manage Your Account`}</title>
      <h1>Manage Your Account</h1>
      {notice ? <Toast message={notice} onDone={clearNotice} /> : null}
      {info.error ? <FailedState>{TEXT.profileLoadFailed}</FailedState> : null}
      {!loaded && !info.error ? <LoadingState>Loading</LoadingState> : null}
      {loaded ? (
        <Tabs>
          <TabList aria-label="Account sections" className="ui-tabs__list--wrap">
            <Tab id="profile">Profile</Tab>
            {site.allergen_card ? <Tab id="allergens">Allergens</Tab> : null}
            {site.food_insecurity ? <Tab id="food-insecurity">Food Insecurity</Tab> : null}
            <Tab id="reservations">Reservations</Tab>
            <Tab id="orders">Orders</Tab>
            {site.subscriptions ? <Tab id="subscriptions">Subscriptions</Tab> : null}
          </TabList>
          <TabPanel id="profile">
            <ProfileTab customer={loaded.customer} onSaved={() => void info.mutate()} />
          </TabPanel>
          {site.allergen_card ? (
            <TabPanel id="allergens">
              <LazyTab>
                <AllergenTab info={loaded} onSaved={() => void info.mutate()} />
              </LazyTab>
            </TabPanel>
          ) : null}
          {site.food_insecurity ? (
            <TabPanel id="food-insecurity">
              <LazyTab>
                <FoodInsecurityTab customer={loaded.customer} onSaved={() => void info.mutate()} />
              </LazyTab>
            </TabPanel>
          ) : null}
          <TabPanel id="reservations">
            <AccountPanel name="reservations" fallback={<p>{TEXT.noReservations}</p>} />
          </TabPanel>
          <TabPanel id="orders">
            <LazyTab>
              <OrdersTab />
            </LazyTab>
          </TabPanel>
          {site.subscriptions ? (
            <TabPanel id="subscriptions">
              <LazyTab>
                <SubscriptionsTab />
              </LazyTab>
            </TabPanel>
          ) : null}
        </Tabs>
      ) : null}
    </div>
  );
}
