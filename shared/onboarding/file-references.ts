import type { SectionEntry } from "../site-content/schemas/section-page";
import type { CampusFile, FileFolder } from "./campus-file";

export interface FileReference {
  /** Where the file is named in the campus file. */
  path: string;
  /** The key it must have in `files`, e.g. images/logo.svg. */
  key: string;
}

function* sectionBanners(sections: SectionEntry[], at: string): Generator<FileReference> {
  for (const [index, section] of sections.entries()) {
    const path = `${at}[${index}]`;
    if (section.banner) {
      yield { path: `${path}.banner.file_name`, key: `section_banner/${section.banner.file_name}` };
    }
    yield* sectionBanners(section.nodes, `${path}.nodes`);
  }
}

const ref = (folder: FileFolder, name: string, path: string): FileReference => ({
  path,
  key: `${folder}/${name}`,
});

/**
 * Every file the content names, with the folder the spec serves it from (requirements: public-browsing §7
 * Images and files). Pictures of events and albums, the logo and the dining map use images/.
 */
export function* fileReferences(file: CampusFile): Generator<FileReference> {
  const { site } = file;
  if (site.site_logo) yield ref("images", site.site_logo.file_name, "site.site_logo.file_name");
  if (site.dining_map) yield ref("images", site.dining_map.file_name, "site.dining_map.file_name");
  if (site.landing_modal_filename) {
    yield ref("images", site.landing_modal_filename, "site.landing_modal_filename");
  }
  for (const [i, image] of site.homepage_images.entries()) {
    yield ref("images", image.file_name, `site.homepage_images[${i}].file_name`);
  }
  yield* sectionBanners(file.sections, "sections");
  for (const [i, location] of file.locations.entries()) {
    if (location.image)
      yield ref("location", location.image.file_name, `locations[${i}].image.file_name`);
  }
  for (const kind of ["events", "balanced_u_events"] as const) {
    for (const [i, event] of file[kind].entries()) {
      if (event.picture)
        yield ref("images", event.picture.file_name, `${kind}[${i}].picture.file_name`);
    }
  }
  for (const [i, offer] of file.special_offers.entries()) {
    if (offer.picture)
      yield ref("special", offer.picture.file_name, `special_offers[${i}].picture.file_name`);
  }
  for (const [i, member] of file.staff.entries()) {
    if (member.picture)
      yield ref("staff", member.picture.file_name, `staff[${i}].picture.file_name`);
  }
  for (const [i, newsletter] of file.newsletters.entries()) {
    yield ref("newsletters", newsletter.file_name, `newsletters[${i}].file_name`);
  }
  for (const [i, album] of file.photo_albums.entries()) {
    for (const [j, photo] of album.photos.entries()) {
      yield ref("images", photo.file_name, `photo_albums[${i}].photos[${j}].file_name`);
    }
  }
  for (const [i, catering] of file.catering_files.entries()) {
    yield ref("catering", catering.file, `catering_files[${i}].file`);
  }
  const banner = file.microsite?.image.file_name;
  if (banner) yield ref("microsite", banner, "microsite.image.file_name");
}
