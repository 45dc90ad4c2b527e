import { formatShortDate } from "@shared/platform/time/format";
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components/Tabs";
import { useParams } from "react-router-dom";
import { ListState } from "@/components/list-state";
import { SafeHtml } from "@/lib/content/safe-html";
import { useCurrentSite } from "@/lib/current-site";
import { SectionPage } from "@/lib/section-page";
import { useBlogArticles } from "../api/blog-articles";

/** requirements: public-browsing §2 Dining blog: vertical tabs (stacked on small screens), sanitized HTML. */
export function Component() {
  const { section = "" } = useParams();
  const site = useCurrentSite();
  const { data, error } = useBlogArticles(site.id);
  return (
    <SectionPage slug={section}>
      <ListState
        data={data}
        error={error}
        isEmpty={(loaded) => loaded.articles.length === 0}
        loading="Loading blogs..."
        empty="Check back soon for more blogs"
      >
        {(data) => (
          <Tabs orientation="vertical" className="vertical-tabs">
            <TabList
              aria-label="Blog articles"
              items={data.articles}
              className="vertical-tabs__list"
            >
              {(article) => (
                <Tab id={article.id} className="vertical-tabs__tab">
                  {article.title}
                </Tab>
              )}
            </TabList>
            {data.articles.map((article) => (
              <TabPanel key={article.id} id={article.id} className="vertical-tabs__panel">
                <h2>{article.title}</h2>
                <p className="content-card__dates">{formatShortDate(article.published_date)}</p>
                <SafeHtml html={article.body} siteId={site.id} />
              </TabPanel>
            ))}
          </Tabs>
        )}
      </ListState>
    </SectionPage>
  );
}
