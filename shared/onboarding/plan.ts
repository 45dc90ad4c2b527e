import { campusDietitianEntity } from "../menus/entities/campus-dietitian";
import { siteItem } from "../site-content/entities/site";
import type { SectionEntry } from "../site-content/schemas/section-page";
import { type Site, siteSchema } from "../site-content/schemas/site";
import type { CampusFile } from "./campus-file";
import { sitePaymentFields } from "./payments-entry";
import { contentItems } from "./plan-content";
import { menuItems } from "./plan-menus";
import { purchaseItems } from "./plan-purchase";
import type { TableItem } from "./table-item";

/** The navigation tree of the site record: section nodes without bodies or scripts. */
function toNode(section: SectionEntry): unknown {
  const {
    body: _body,
    use_script: _use,
    script_url: _url,
    global_section_id: _g,
    ...node
  } = section;
  return { ...node, nodes: section.nodes.map(toNode) };
}

export function siteFromFile(file: CampusFile): Site {
  const { dietitian_email, ...site } = file.site;
  return siteSchema.parse({
    ...site,
    ...sitePaymentFields(file.payments),
    label_reports: dietitian_email !== null,
    section_list: file.sections.map(toNode),
  });
}

/** The dietitian's mailbox, kept off the public site record (docs/decisions/allergen-labels.md). */
const dietitianItems = ({ site }: CampusFile): TableItem[] =>
  site.dietitian_email === null
    ? []
    : [campusDietitianEntity.toItem({ siteId: site.id }, { email: site.dietitian_email })];

/**
 * Every item a campus file stands for, in a fixed order: the site, its public content, its
 * purchase configuration and its menus. Pure: `now` dates the menu template and the site's
 * updated_at; nothing else reads a clock.
 */
export function campusFileToItems(file: CampusFile, now: Date): TableItem[] {
  const site = siteFromFile(file);
  const logo = site.site_logo;
  const logoExists = logo !== null && file.files.some((f) => f.key === `images/${logo.file_name}`);
  return [
    siteItem(site, logoExists, now),
    ...dietitianItems(file),
    ...contentItems(file),
    ...(file.order_form ? purchaseItems(site.id, file.order_form) : []),
    ...menuItems(site.id, site.time_zone, file.menus, now),
  ];
}
