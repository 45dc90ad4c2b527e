import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { buttonClassName } from "@/components/button-style";
import { Icon } from "@/components/icon";
import { FailedState, LoadingState } from "@/components/load-state";
import { useCurrentSite } from "@/lib/current-site";
import { SectionPage } from "@/lib/section-page";
import { useHours } from "../api/use-hours";
import { HoursTable } from "../components/hours-table";

export const HOURS_NOTE = "* Hours may be subject to change.";
const HOURS_LOADING = "Loading hours of operation";
const HOURS_FAILED = "We're sorry, something went wrong.";

/** /:site/hours-of-operation (requirements: public-browsing §2 Hours of operation, §4 Hours). */
export function Component() {
  const site = useCurrentSite();
  const { section = "hours-of-operation" } = useParams();
  const [start, setStart] = useState<string | null>(null);
  const { data, error } = useHours(site.id, start);
  return (
    <SectionPage slug={section}>
      <div className="hours-page">
        {error && !data && <FailedState>{HOURS_FAILED}</FailedState>}
        {!data && !error && <LoadingState skeleton={{ count: 7 }}>{HOURS_LOADING}</LoadingState>}
        {data && (
          <>
            <nav className="week-nav" aria-label="Week">
              {data.week.show_previous && (
                <button
                  type="button"
                  className={buttonClassName({ variant: "ghost" })}
                  onClick={() => setStart(data.week.previous_start)}
                  aria-label="Previous week"
                >
                  <Icon icon={ChevronLeft} />
                </button>
              )}
              <h2 className="week-nav__label" aria-live="polite">
                {data.week.label}
              </h2>
              <button
                type="button"
                className={buttonClassName({ variant: "ghost" })}
                onClick={() => setStart(data.week.next_start)}
                aria-label="Next week"
              >
                <Icon icon={ChevronRight} />
              </button>
            </nav>
            <p className="hours-note">{HOURS_NOTE}</p>
            {data.tables.map((table) => (
              <HoursTable key={table.building_id ?? "additional"} table={table} week={data.week} />
            ))}
          </>
        )}
      </div>
    </SectionPage>
  );
}
