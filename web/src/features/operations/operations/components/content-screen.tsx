import { useSearchParams } from "react-router-dom";
import { Tab, TabList, TabPanel, Tabs } from "@/components/tabs";
import { ScreenStyles } from "./console-styles";
import { AlertsEditor } from "./content-alerts";
import { SoldOutEditor } from "./content-sold-out";
import { SpecialHoursEditor } from "./content-special-hours";
import { CONTENT_CSS } from "./content-styles";
import { useResultToast } from "./forms-result-toast";

const TABS = [
  { id: "alerts", label: "Alert banners" },
  { id: "hours", label: "Special hours" },
  { id: "sold-out", label: "Sold out today" },
] as const;
type TabId = (typeof TABS)[number]["id"];

const isTab = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value);

/**
 * Quick content (docs/operations/screens-2.md): the campus's alert banners, special hours for a
 * date, and today's sold-out items, one tab each (?tab=… keeps it across a reload).
 */
export function ContentScreen({ siteId }: { siteId: string }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab: TabId = isTab(asked) ? asked : "alerts";
  const { toast, succeed, fail } = useResultToast();
  const results = { succeed, fail };
  return (
    <div className="ops-content">
      <ScreenStyles id="content" css={CONTENT_CSS} />
      <h1 className="ops-page-title">Quick content</h1>
      {toast}
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set("tab", String(key));
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabList aria-label="Kinds of content">
          {TABS.map((entry) => (
            <Tab key={entry.id} id={entry.id}>
              {entry.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="alerts">
          <AlertsEditor siteId={siteId} results={results} />
        </TabPanel>
        <TabPanel id="hours">
          <SpecialHoursEditor siteId={siteId} results={results} />
        </TabPanel>
        <TabPanel id="sold-out">
          <SoldOutEditor siteId={siteId} results={results} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
