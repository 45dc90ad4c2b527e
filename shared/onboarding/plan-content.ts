import { contentKeys } from "../data/keys";
import type { CampusFile } from "./campus-file";
import type { SectionEntry, SectionPage } from "./section-entry";
import { dataItem, type TableItem } from "./table-item";

function* flatten(sections: SectionEntry[]): Generator<SectionPage> {
  for (const { nodes, ...page } of sections) {
    yield page;
    yield* flatten(nodes);
  }
}

/** Survey vote counts live in a top-level map so a vote is one atomic ADD (data-model #16). */
const voteCounts = (choices: { id: string; votes: number }[]) =>
  Object.fromEntries(choices.map((choice) => [choice.id, choice.votes]));

/** Public content of the site partition, in file order. */
export function contentItems(file: CampusFile): TableItem[] {
  const id = file.site.id;
  const items: TableItem[] = [];
  for (const page of flatten(file.sections)) {
    items.push(dataItem(contentKeys.section(id, page.slug), "section", id, page));
  }
  if (file.microsite) {
    items.push(dataItem(contentKeys.microsite(id), "microsite", id, file.microsite));
  }
  if (file.news_html !== null) {
    items.push(dataItem(contentKeys.news(id), "news", id, { html: file.news_html }));
  }
  for (const building of file.buildings) {
    items.push(dataItem(contentKeys.building(id, building.id), "building", id, building));
  }
  for (const location of file.locations) {
    items.push(dataItem(contentKeys.location(id, location.id), "location", id, location));
  }
  for (const event of file.events) {
    items.push(dataItem(contentKeys.event(id, event.id, event.start), "event", id, event));
  }
  for (const event of file.balanced_u_events) {
    const keys = contentKeys.balancedUEvent(id, event.id, event.start);
    items.push(dataItem(keys, "balanced_u_event", id, event));
  }
  for (const offer of file.special_offers) {
    const keys = contentKeys.specialOffer(id, offer.id, offer.start);
    items.push(dataItem(keys, "special_offer", id, offer));
  }
  for (const member of file.staff) {
    items.push(dataItem(contentKeys.staff(id, member.sort_order, member.id), "staff", id, member));
  }
  for (const letter of file.newsletters) {
    const keys = contentKeys.newsletter(id, letter.year, letter.date, letter.id);
    items.push(dataItem(keys, "newsletter", id, letter));
  }
  for (const album of file.photo_albums) {
    const keys = contentKeys.album(id, album.sort_order, album.id);
    items.push(dataItem(keys, "photo_album", id, album));
  }
  for (const survey of file.surveys) {
    items.push({
      ...dataItem(contentKeys.survey(id, survey.id), "survey", id, survey),
      votes: voteCounts(survey.choices),
    });
  }
  for (const catering of file.catering_files) {
    const keys = contentKeys.cateringFile(id, catering.sort_order, catering.id);
    items.push(dataItem(keys, "catering_file", id, catering));
  }
  for (const article of file.blog_articles) {
    const keys = contentKeys.blogArticle(id, article.published_date, article.id);
    items.push(dataItem(keys, "blog_article", id, article));
  }
  for (const meeting of file.meetings) {
    const keys = contentKeys.meeting(id, meeting.start, meeting.id);
    items.push(dataItem(keys, "meeting", id, meeting));
  }
  if (file.faqs.length > 0) {
    items.push(dataItem(contentKeys.faq(id), "faq", id, { questions: file.faqs }));
  }
  return items;
}
