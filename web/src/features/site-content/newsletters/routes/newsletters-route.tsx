import { campusDate } from "@shared/platform/time/campus-clock";
import { groupNewsletters } from "@shared/site-content/newsletters";
import { useParams } from "react-router-dom";
import { ListState } from "@/components/list-state";
import { siteFileUrl } from "@/lib/content/site-files";
import { useCurrentSite } from "@/lib/current-site";
import { SectionPage } from "@/lib/section-page";
import { useNewsletters } from "../api/newsletters";

/** requirements: public-browsing §2 Newsletters: by year, newest first; View opens the PDF. */
export function Component() {
  const { section = "" } = useParams();
  const site = useCurrentSite();
  const { data, error } = useNewsletters(site.id);
  const currentYear = Number(campusDate(Date.now(), site.time_zone).slice(0, 4));
  return (
    <SectionPage slug={section}>
      <ListState
        data={data}
        error={error}
        isEmpty={(loaded) => loaded.newsletters.length === 0}
        loading="Loading newsletters..."
        empty="Check back soon for more newsletters"
      >
        {(data) =>
          groupNewsletters(data.newsletters, currentYear).map((group) => (
            <section key={group.year} aria-labelledby={`newsletters-${group.year}`}>
              <h2 id={`newsletters-${group.year}`}>{group.heading}</h2>
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Description</th>
                    <th scope="col">
                      <span className="visually-hidden">File</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {group.newsletters.map((letter) => (
                    <tr key={letter.id}>
                      <td>{letter.name}</td>
                      <td>{letter.description}</td>
                      <td>
                        <a
                          href={siteFileUrl(site.id, "newsletter", letter.file_name)}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={`View ${letter.name} (PDF, opens in a new tab)`}
                        >
                          View
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))
        }
      </ListState>
    </SectionPage>
  );
}
