import type { SectionEntry } from "../site-content/schemas/section-page";
import type { FaqQuestion } from "../visitor-forms/schemas/faq";
import type { CampusFile } from "./campus-file";
import { duplicates, ids, references } from "./check-helpers";
import { fileReferences } from "./file-references";
import { crossCheckOrderForm } from "./order-form-checks";
import { duplicateStaffEmails } from "./staff-account-entry";

function* sectionNodes(sections: SectionEntry[], at: string): Generator<[SectionEntry, string]> {
  for (const [index, section] of sections.entries()) {
    yield [section, `${at}[${index}]`];
    yield* sectionNodes(section.nodes, `${at}[${index}].nodes`);
  }
}

function* faqNodes(questions: FaqQuestion[], at: string): Generator<[FaqQuestion, string]> {
  for (const [index, question] of questions.entries()) {
    yield [question, `${at}[${index}]`];
    yield* faqNodes(question.child_questions, `${at}[${index}].child_questions`);
  }
}

function uniqueIds(file: CampusFile): string[] {
  const lists: [string, readonly { id: string }[]][] = [
    ["buildings", file.buildings],
    ["locations", file.locations],
    ["events", file.events],
    ["balanced_u_events", file.balanced_u_events],
    ["special_offers", file.special_offers],
    ["staff", file.staff],
    ["newsletters", file.newsletters],
    ["photo_albums", file.photo_albums],
    ["surveys", file.surveys],
    ["catering_files", file.catering_files],
    ["blog_articles", file.blog_articles],
    ["meetings", file.meetings],
    ["site.homepage_alerts", file.site.homepage_alerts],
  ];
  const errors = lists.flatMap(([at, items]) => duplicates(ids(items, at), `${at} id`));
  const sections = [...sectionNodes(file.sections, "sections")];
  errors.push(
    ...duplicates(
      sections.map(([node, path]) => ({ path: `${path}.id`, key: node.id })),
      "section id",
    ),
    ...duplicates(
      sections.map(([node, path]) => ({ path: `${path}.slug`, key: node.slug.toLowerCase() })),
      "section slug",
    ),
  );
  const faqs = [...faqNodes(file.faqs, "faqs")];
  errors.push(
    ...duplicates(
      faqs.map(([node, path]) => ({ path: `${path}.id`, key: node.id })),
      "question id",
    ),
    ...duplicates(
      faqs.flatMap(([node, path]) =>
        node.answer ? [{ path: `${path}.answer.id`, key: node.answer.id }] : [],
      ),
      "answer id",
    ),
  );
  for (const [i, location] of file.locations.entries()) {
    errors.push(...duplicates(ids(location.schedules, `locations[${i}].schedules`), "schedule id"));
  }
  for (const [i, survey] of file.surveys.entries()) {
    errors.push(...duplicates(ids(survey.choices, `surveys[${i}].choices`), "choice id"));
  }
  return errors;
}

function dateOrder(file: CampusFile): string[] {
  const ranged: [string, readonly { start: string; end: string }[]][] = [
    ["events", file.events],
    ["balanced_u_events", file.balanced_u_events],
    ["special_offers", file.special_offers],
  ];
  const errors = ranged.flatMap(([at, items]) =>
    items.flatMap((item, i) =>
      item.end < item.start ? [`${at}[${i}].end: Must not be before start`] : [],
    ),
  );
  for (const [i, newsletter] of file.newsletters.entries()) {
    if (!newsletter.date.startsWith(`${newsletter.year}-`)) {
      errors.push(`newsletters[${i}].year: Must be the year of date ${newsletter.date}`);
    }
  }
  return errors;
}

function contentReferences(file: CampusFile): string[] {
  const buildings = new Set(file.buildings.map((b) => b.id));
  const locations = new Set(file.locations.map((l) => l.id));
  const events = new Set(file.events.map((e) => e.id));
  const offers = new Set(file.special_offers.map((o) => o.id));
  const images = file.site.homepage_images;
  const at = (i: number, field: string) => `site.homepage_images[${i}].${field}`;
  const fileKeys = new Set(file.files.map((f) => f.key));
  return [
    ...references(
      file.locations.flatMap((l, i) =>
        l.building_id ? [{ path: `locations[${i}].building_id`, key: l.building_id }] : [],
      ),
      buildings,
      "building",
    ),
    ...references(
      images.flatMap((m, i) => (m.event_id ? [{ path: at(i, "event_id"), key: m.event_id }] : [])),
      events,
      "event",
    ),
    ...references(
      images.flatMap((m, i) =>
        m.special_offer_id ? [{ path: at(i, "special_offer_id"), key: m.special_offer_id }] : [],
      ),
      offers,
      "special offer",
    ),
    ...references(
      images.flatMap((m, i) =>
        m.location_id ? [{ path: at(i, "location_id"), key: m.location_id }] : [],
      ),
      locations,
      "location",
    ),
    ...references(fileReferences(file), fileKeys, "file (add it to files)"),
    ...duplicates(
      file.files.map((f, i) => ({ path: `files[${i}].key`, key: f.key })),
      "file key",
    ),
  ];
}

function menuReferences(file: CampusFile): string[] {
  const menuLocations = new Set(file.locations.filter((l) => l.show_menus).map((l) => l.id));
  const errors = references(
    file.menus.map((day, i) => ({ path: `menus[${i}].location_id`, key: day.location_id })),
    menuLocations,
    "location with show_menus",
  );
  errors.push(
    ...duplicates(
      file.menus.map((day, i) => ({
        path: `menus[${i}]`,
        key: `${day.location_id} ${day.date ?? `day ${day.day_offset}`}`,
      })),
      "menu day",
    ),
  );
  for (const [i, day] of file.menus.entries()) {
    errors.push(...duplicates(ids(day.periods, `menus[${i}].periods`), "period id"));
  }
  return errors;
}

/** Rules that span entries (docs/onboarding.md, Validation); each error names its path. */
export function crossCheck(file: CampusFile): string[] {
  return [
    ...uniqueIds(file),
    ...dateOrder(file),
    ...contentReferences(file),
    ...menuReferences(file),
    ...(file.order_form ? crossCheckOrderForm(file.order_form) : []),
    ...duplicateStaffEmails(file.staff_accounts),
  ];
}
