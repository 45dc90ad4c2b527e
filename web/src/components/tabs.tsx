import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from "react-aria-components/Tabs";
import { cx } from "./class-names";

type Styled<P> = Omit<P, "className"> & { className?: string };

/**
 * Tabs (react-aria): arrow keys move between tabs, the selected tab's panel follows, and each
 * panel is labelled by its tab. Compose them as react-aria's Tabs:
 * `<Tabs><TabList aria-label="…"><Tab id="a">A</Tab></TabList><TabPanel id="a">…</TabPanel></Tabs>`.
 */
export function Tabs({ className, ...props }: Styled<TabsProps>) {
  return <AriaTabs {...props} className={cx("ui-tabs", className)} />;
}

export function TabList<T extends object>({ className, ...props }: Styled<TabListProps<T>>) {
  return <AriaTabList {...props} className={cx("ui-tabs__list", className)} />;
}

export function Tab({ className, ...props }: Styled<TabProps>) {
  return <AriaTab {...props} className={cx("ui-tabs__tab", className)} />;
}

export function TabPanel({ className, ...props }: Styled<TabPanelProps>) {
  return <AriaTabPanel {...props} className={cx("ui-tabs__panel", className)} />;
}
