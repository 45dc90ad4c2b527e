import { useParams } from "react-router-dom";
import { buttonClassName } from "@/components/button-style";
import { ListState } from "@/components/list-state";
import { siteFileUrl } from "@/lib/content/site-files";
import { useCurrentSite } from "@/lib/current-site";
import { SectionPage } from "@/lib/section-page";
import { useCateringFiles } from "../api/catering-files";

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * requirements: public-browsing §2 Catering files: Name, Description, Size and Download; small screens show
 * the name with the description beneath (CSS hides the other columns).
 */
export function Component() {
  const { section = "" } = useParams();
  const site = useCurrentSite();
  const { data, error } = useCateringFiles(site.id);
  return (
    <SectionPage slug={section}>
      <ListState
        data={data}
        error={error}
        isEmpty={(loaded) => loaded.files.length === 0}
        loading="Loading content"
        empty="Check back soon for catering files"
        failed="We're sorry, something went wrong loading this content."
      >
        {(data) => (
          <table className="data-table catering-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" className="wide-only">
                  Description
                </th>
                <th scope="col" className="wide-only">
                  Size
                </th>
                <th scope="col" className="wide-only">
                  <span className="visually-hidden">Download</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.files.map((file) => {
                const href = siteFileUrl(site.id, "catering", file.file);
                return (
                  <tr key={file.id}>
                    <td>
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="narrow-only"
                      >
                        {file.title}
                      </a>
                      <span className="wide-only">{file.title}</span>
                      <p className="narrow-only">{file.description}</p>
                    </td>
                    <td className="wide-only">{file.description}</td>
                    <td className="wide-only">{fileSize(file.file_size)}</td>
                    <td className="wide-only">
                      <a
                        className={buttonClassName({ variant: "secondary", size: "sm" })}
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`Download ${file.title} (opens in a new tab)`}
                      >
                        Download
                      </a>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </ListState>
    </SectionPage>
  );
}
