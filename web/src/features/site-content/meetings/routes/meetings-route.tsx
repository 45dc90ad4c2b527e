import { campusDate } from "@shared/platform/time/campus-clock";
import { formatCampusDateTime, formatShortDate } from "@shared/platform/time/format";
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components/Tabs";
import { useParams } from "react-router-dom";
import { ListState } from "@/components/list-state";
import { SafeHtml } from "@/lib/content/safe-html";
import { useCurrentSite } from "@/lib/current-site";
import { SectionPage } from "@/lib/section-page";
import { useDirectorsMeetings } from "../api/directors-meetings";

/** requirements: public-browsing §2 Director's meetings: tabs titled by location and M/D/YY. */
export function Component() {
  const { section = "" } = useParams();
  const site = useCurrentSite();
  const { data, error } = useDirectorsMeetings(site.id);
  return (
    <SectionPage slug={section}>
      <ListState
        data={data}
        error={error}
        isEmpty={(loaded) => loaded.meetings.length === 0}
        loading="Loading meetings..."
        empty="Check back soon for more meetings"
      >
        {(data) => (
          <Tabs orientation="vertical" className="vertical-tabs">
            <TabList aria-label="Meetings" items={data.meetings} className="vertical-tabs__list">
              {(meeting) => (
                <Tab id={meeting.id} className="vertical-tabs__tab">
                  {meeting.location}{" "}
                  {formatShortDate(campusDate(new Date(meeting.start), site.time_zone))}
                </Tab>
              )}
            </TabList>
            {data.meetings.map((meeting) => (
              <TabPanel key={meeting.id} id={meeting.id} className="vertical-tabs__panel">
                <h2>{meeting.location}</h2>
                <p className="content-card__dates">
                  {formatCampusDateTime(new Date(meeting.start), site.time_zone)}
                </p>
                <SafeHtml html={meeting.body} siteId={site.id} />
              </TabPanel>
            ))}
          </Tabs>
        )}
      </ListState>
    </SectionPage>
  );
}
