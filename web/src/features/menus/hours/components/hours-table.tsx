import type { HoursPayload } from "../api/use-hours";

type Table = HoursPayload["tables"][number];

/**
 * On phones (below 576 px) each location lays out as a card with a line per day, the day's
 * name taken from the cell's data-day, instead of a week wider than the screen.
 *
 * One table of the hours page (requirements: public-browsing §2 Hours of operation): columns Location and
 * Sun to Sat with the date under each day; cells list ranges like 9:30a - 5:00p or Closed.
 */
export function HoursTable({ table, week }: { table: Table; week: HoursPayload["week"] }) {
  const headingId = `hours-${table.building_id ?? "additional"}`;
  return (
    <section className="hours-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{table.title}</h2>
      {/* A focusable, named region so keyboard users can scroll the week sideways too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard */}
      <section className="table-scroll" aria-labelledby={headingId} tabIndex={0}>
        <table className="hours-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Location</th>
              {week.days.map((day) => (
                <th key={day.date} scope="col">
                  {day.weekday}
                  <span className="hours-table__date">{day.date_label}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  {row.name}
                  {row.inside && <span> (inside {row.inside})</span>}
                  {row.occupancy !== "na" && (
                    <span className="hours-table__occupancy">Currently: {row.occupancy}</span>
                  )}
                </th>
                {row.days.map((day, index) => (
                  <td
                    key={day.date}
                    data-day={`${week.days[index]?.weekday ?? ""} ${week.days[index]?.date_label ?? ""}`}
                  >
                    {day.texts.map((text) => (
                      <span key={text} className="hours-table__range">
                        {text}
                      </span>
                    ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
