import { mayUse, STAFF_ROLE_LABELS } from "@shared/platform/roles";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { Navigate, NavLink, Outlet, useLocation, useNavigate, useParams } from "react-router-dom";
import { Button } from "@/components/button";
import { FailedState, LoadingState } from "@/components/load-state";
import { SelectField } from "@/components/select-field";
import { ApiError } from "@/lib/api-client";
import { onSessionEnded } from "../api/ops-request";
import { useSignOut, useStaffSession } from "../api/session";
import {
  AREA_LABELS,
  type ConsoleSession,
  ConsoleSessionContext,
  consolePath,
  isSiteArea,
  type SiteArea,
  siteAreasFor,
} from "../lib/console-session";
import type { SignInState } from "./sign-in-route";

const MAIN_ID = "main-content";

/** Which area a console path shows: `/operations/{site}/{area}/…` or `/operations/staff`. */
function areaOf(pathname: string, siteId: string | undefined): SiteArea | "staff" | null {
  const segments = pathname.split("/").filter(Boolean);
  if (!siteId) return segments[1] === "staff" ? "staff" : null;
  const area = segments[2];
  return isSiteArea(area) ? area : null;
}

/**
 * The signed-in console (docs/operations/screens.md "Shell"): the header with the campus
 * switcher, the areas the role may use, who is signed in and Sign out; the screen under it,
 * or a plain "no access" when the role or the campus is not theirs (the API refuses them too).
 * A 401 from any call sends to sign-in saying the session ended.
 */
export function Component() {
  const location = useLocation();
  const { data, error, mutate } = useStaffSession(true, {
    shouldRetryOnError: false,
    revalidateOnFocus: true,
  });
  const [ended, setEnded] = useState(false);
  const hadSession = useRef(false);
  if (data) hadSession.current = true;

  useEffect(() => onSessionEnded(() => setEnded(true)), []);

  const from = `${location.pathname}${location.search}`;
  const unauthorized = error instanceof ApiError && error.statusCode === 401;
  if (ended || unauthorized) {
    const state: SignInState = { from, ended: hadSession.current || ended };
    return <Navigate to="/operations" replace state={state} />;
  }
  if (error && !data) {
    return (
      <main id={MAIN_ID} className="ops-main">
        <FailedState>We could not load the console. Please try again.</FailedState>
        <Button variant="secondary" onPress={() => void mutate()}>
          Try again
        </Button>
      </main>
    );
  }
  if (!data) {
    return (
      <main id={MAIN_ID} className="ops-main">
        <LoadingState>Loading…</LoadingState>
      </main>
    );
  }
  return (
    <ConsoleSessionContext.Provider value={data}>
      <Shell session={data} />
    </ConsoleSessionContext.Provider>
  );
}

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(MAIN_ID);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView();
}

function Shell({ session }: { session: ConsoleSession }) {
  const { siteId } = useParams();
  const location = useLocation();
  const area = areaOf(location.pathname, siteId);
  const role = session.staff.role;
  const site = siteId ? session.sites.find((candidate) => candidate.id === siteId) : undefined;
  // The campus the navigation points at: the one in the address, else the staff member's own,
  // else (the admin on the staff page) the first.
  const navSite =
    site ??
    session.sites.find((candidate) => candidate.id === session.staff.site_id) ??
    session.sites[0];
  const title = area ? AREA_LABELS[area] : "Operations";

  let content = <Outlet />;
  if (siteId && !site) {
    content = <NoAccess what="this campus" />;
  } else if (area && !mayUse(role, area)) {
    content = <NoAccess what={AREA_LABELS[area]} />;
  }

  return (
    <>
      <title>{site ? `${title} – ${site.name} – Operations` : `${title} – Operations`}</title>
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
        Skip to main content
      </a>
      <header className="ops-header">
        <p className="ops-header__brand">
          <NavLink to="/operations">Operations</NavLink>
        </p>
        <CampusSwitcher session={session} siteId={site?.id ?? null} area={area} />
        <div className="ops-header__user">
          <p className="ops-header__who">
            <span>{session.staff.name || session.staff.email}</span>
            <span className="ops-header__role">{STAFF_ROLE_LABELS[role]}</span>
          </p>
          <SignOutButton />
        </div>
      </header>
      <nav className="ops-nav" aria-label="Console">
        <ul>
          {navSite
            ? siteAreasFor(role).map((entry) => (
                <li key={entry.area}>
                  <NavLink to={consolePath(navSite.id, entry.area)}>{entry.label}</NavLink>
                </li>
              ))
            : null}
          {mayUse(role, "staff") ? (
            <li>
              <NavLink to="/operations/staff">Staff</NavLink>
            </li>
          ) : null}
        </ul>
      </nav>
      <main id={MAIN_ID} tabIndex={-1} className="ops-main">
        {content}
      </main>
    </>
  );
}

function NoAccess({ what }: { what: string }) {
  return (
    <>
      <h1 className="ops-page-title">No access</h1>
      <p>You don't have access to {what}. Ask your company admin if you need it.</p>
    </>
  );
}

/**
 * The company admin picks any campus; a campus role sees its own campus named. Changing the
 * campus keeps the area (a detail page goes back to its list, which belongs to one campus).
 */
function CampusSwitcher({
  session,
  siteId,
  area,
}: {
  session: ConsoleSession;
  siteId: string | null;
  area: SiteArea | "staff" | null;
}) {
  const navigate = useNavigate();
  const role = session.staff.role;
  if (role !== "admin") {
    const own = session.sites.find((candidate) => candidate.id === session.staff.site_id);
    return own ? (
      <p className="ops-header__campus">
        <span className="ops-header__campus-name">{own.name}</span>
      </p>
    ) : null;
  }
  if (session.sites.length === 0) return null;
  const allowed = siteAreasFor(role);
  return (
    <div className="ops-header__campus">
      <SelectField
        label="Campus"
        placeholder="Choose a campus"
        options={session.sites.map((candidate) => ({ id: candidate.id, label: candidate.name }))}
        value={siteId}
        onChange={(next) => {
          if (!next || next === siteId) return;
          const target = area && area !== "staff" ? area : allowed[0]?.area;
          if (target) navigate(consolePath(next, target));
        }}
      />
    </div>
  );
}

function SignOutButton() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      isPending={pending}
      pendingLabel="Signing out…"
      onPress={async () => {
        setPending(true);
        await signOut();
        navigate("/operations", { replace: true });
      }}
    >
      Sign out
    </Button>
  );
}
