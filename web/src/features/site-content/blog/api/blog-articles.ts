import { listBlogArticles } from "@/lib/api-routes/site-content/list-blog-articles";
import { useSiteData } from "@/lib/content/use-site-data";

/** The dining blog's articles (requirements: public-browsing §7 dining_blog_articles/list). */
export const useBlogArticles = (siteId: string) =>
  useSiteData(listBlogArticles, { site_id: siteId });
