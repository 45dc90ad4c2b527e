import { buildingEntity } from "../menus/entities/building";
import { locationEntity } from "../menus/entities/location";
import { balancedUEventEntity } from "../site-content/entities/balanced-u-event";
import { blogArticleEntity } from "../site-content/entities/blog-article";
import { cateringFileEntity } from "../site-content/entities/catering-file";
import { eventEntity } from "../site-content/entities/event";
import { meetingEntity } from "../site-content/entities/meeting";
import { micrositeEntity } from "../site-content/entities/microsite";
import { newsEntity } from "../site-content/entities/news";
import { newsletterEntity } from "../site-content/entities/newsletter";
import { photoAlbumEntity } from "../site-content/entities/photo-album";
import { sectionEntity } from "../site-content/entities/section";
import { specialOfferEntity } from "../site-content/entities/special-offer";
import { staffEntity } from "../site-content/entities/staff";
import type { SectionEntry, SectionPage } from "../site-content/schemas/section-page";
import { faqEntity } from "../visitor-forms/entities/faq";
import { surveyEntity } from "../visitor-forms/entities/survey";
import type { CampusFile } from "./campus-file";
import type { TableItem } from "./table-item";

function* flatten(sections: SectionEntry[]): Generator<SectionPage> {
  for (const { nodes, ...page } of sections) {
    yield page;
    yield* flatten(nodes);
  }
}

/** Public content of the site partition, in file order. */
export function contentItems(file: CampusFile): TableItem[] {
  const siteId = file.site.id;
  const items: TableItem[] = [];
  for (const page of flatten(file.sections)) {
    items.push(sectionEntity.toItem({ siteId, slug: page.slug }, page));
  }
  if (file.microsite) items.push(micrositeEntity.toItem({ siteId }, file.microsite));
  if (file.news_html !== null) items.push(newsEntity.toItem({ siteId }, { html: file.news_html }));
  for (const building of file.buildings) {
    items.push(buildingEntity.toItem({ siteId, buildingId: building.id }, building));
  }
  for (const location of file.locations) {
    items.push(locationEntity.toItem({ siteId, locationId: location.id }, location));
  }
  for (const event of file.events) {
    items.push(eventEntity.toItem({ siteId, id: event.id }, event));
  }
  for (const event of file.balanced_u_events) {
    items.push(balancedUEventEntity.toItem({ siteId, id: event.id }, event));
  }
  for (const offer of file.special_offers) {
    items.push(specialOfferEntity.toItem({ siteId, id: offer.id }, offer));
  }
  for (const member of file.staff) {
    const key = { siteId, sortOrder: member.sort_order, staffId: member.id };
    items.push(staffEntity.toItem(key, member));
  }
  for (const letter of file.newsletters) {
    const key = { siteId, year: letter.year, date: letter.date, newsletterId: letter.id };
    items.push(newsletterEntity.toItem(key, letter));
  }
  for (const album of file.photo_albums) {
    const key = { siteId, sortOrder: album.sort_order, albumId: album.id };
    items.push(photoAlbumEntity.toItem(key, album));
  }
  // Vote counts go to the survey's top-level map, so a vote is one atomic ADD (data-model #16).
  for (const survey of file.surveys) {
    items.push(surveyEntity.toItem({ siteId, surveyId: survey.id }, survey));
  }
  for (const catering of file.catering_files) {
    const key = { siteId, sortOrder: catering.sort_order, fileId: catering.id };
    items.push(cateringFileEntity.toItem(key, catering));
  }
  for (const article of file.blog_articles) {
    const key = { siteId, publishedDate: article.published_date, articleId: article.id };
    items.push(blogArticleEntity.toItem(key, article));
  }
  for (const meeting of file.meetings) {
    const key = { siteId, start: meeting.start, meetingId: meeting.id };
    items.push(meetingEntity.toItem(key, meeting));
  }
  if (file.faqs.length > 0) items.push(faqEntity.toItem({ siteId }, { questions: file.faqs }));
  return items;
}
