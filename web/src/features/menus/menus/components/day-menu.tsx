import { formatShortDate } from "@shared/platform/time/format";
import type { Site } from "@shared/site-content/schemas/site";
import { type ReactNode, useDeferredValue, useState } from "react";
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components/Tabs";
import { LazySafeHtml } from "@/lib/content/lazy-safe-html";
import type { LocationItem } from "@/lib/locations/use-locations";
import { useLegacyMenu, usePeriods } from "../api/menu-api";
import type { FilterState } from "./menu-filters";
import { closedText, MENUS_FAILED, MENUS_LOADING } from "./menu-texts";
import { PeriodPanel } from "./period-panel";

interface Props {
  site: Site;
  location: LocationItem;
  date: string;
  filters: FilterState;
  onFilters: (next: FilterState) => void;
  /**
   * Shown under the menu once its answer is in, not while it loads: what sat below a loading
   * menu would jump down when the menu arrives (docs/web-app.md, App shell: layout shift).
   */
  after?: ReactNode;
}

/**
 * One location's menu on one date (requirements: public-browsing §2 Menu page): the period tabs, or the
 * closed text, or the legacy HTML when the site uses legacy menus.
 */
export function DayMenu({ after, ...props }: Props) {
  const { site, location, date } = props;
  const legacy = useLegacyMenu(site.id, location.id, date, site.legacy_menus);
  const periods = usePeriods(site.id, location.id, date, !site.legacy_menus);
  const state = site.legacy_menus ? legacy : periods;
  // The day's menu (its tabs, every dish and its marks) is the page's largest render: revealed
  // as a deferred value, it renders in the background in slices instead of holding the main
  // thread for the whole menu when the answer arrives, as ListState does (docs/web-app.md,
  // First load).
  const loaded = Boolean(state.data || state.error);
  const revealed = useDeferredValue(loaded);
  if (!loaded || !revealed) return <p role="status">{MENUS_LOADING}</p>;
  return (
    <>
      <LoadedMenu {...props} legacy={legacy} periods={periods} />
      {after}
    </>
  );
}

function LoadedMenu({
  site,
  location,
  date,
  filters,
  onFilters,
  legacy,
  periods,
}: Omit<Props, "after"> & {
  legacy: ReturnType<typeof useLegacyMenu>;
  periods: ReturnType<typeof usePeriods>;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const state = site.legacy_menus ? legacy : periods;
  if (state.error || !state.data) return <p role="alert">{MENUS_FAILED}</p>;
  if (state.data.closed)
    return <p className="menu-closed">{closedText(location.name, formatShortDate(date))}</p>;
  if (site.legacy_menus) {
    const html = legacy.data?.html;
    if (!html) return <p role="alert">{MENUS_FAILED}</p>;
    // Imported HTML is still sanitised: a menu export must not be able to run script here.
    return <LazySafeHtml className="legacy-menu" html={html} siteId={site.id} />;
  }
  const list = periods.data;
  if (!list || list.periods.length === 0) return <p role="alert">{MENUS_FAILED}</p>;
  const selected =
    chosen && list.periods.some((p) => p.id === chosen) ? chosen : list.periods[0]?.id;
  return (
    <Tabs
      selectedKey={selected}
      // A tab loads only when it differs from the selected one (requirements: public-browsing §2).
      onSelectionChange={(key) => key !== selected && setChosen(String(key))}
      className="period-tabs"
    >
      <TabList aria-label="Meal periods" className="period-tabs__list">
        {list.periods.map((period) => (
          <Tab key={period.id} id={period.id} className="period-tabs__tab">
            {period.name}
          </Tab>
        ))}
      </TabList>
      {list.periods.map((period) => (
        <TabPanel key={period.id} id={period.id}>
          <PeriodPanel
            site={site}
            locationId={location.id}
            date={date}
            periodId={period.id}
            preloaded={list.menu.period}
            concept={location.type === "concept"}
            allergenFilter={site.allergen_filter && location.allergen_filter}
            filters={filters}
            onFilters={onFilters}
          />
        </TabPanel>
      ))}
    </Tabs>
  );
}
