import { balancedUEventEntity } from "../data/entities/balanced-u-event";
import { blockedStudentEntity } from "../data/entities/blocked-student";
import { blogArticleEntity } from "../data/entities/blog-article";
import { buildingEntity } from "../data/entities/building";
import { campusDietitianEntity } from "../data/entities/campus-dietitian";
import { cateringFileEntity } from "../data/entities/catering-file";
import { customPlanOptionEntity } from "../data/entities/custom-plan-option";
import { decliningBalanceEntity } from "../data/entities/declining-balance";
import { eventEntity } from "../data/entities/event";
import { facultyEmailEntity } from "../data/entities/faculty-email";
import { faqEntity } from "../data/entities/faq";
import { locationEntity } from "../data/entities/location";
import { mealPlanEntity } from "../data/entities/meal-plan";
import { meetingEntity } from "../data/entities/meeting";
import {
  homeMenuEntity,
  isSoldOutSortKey,
  legacyMenuEntity,
  menuClosedEntity,
  menuPeriodEntity,
} from "../data/entities/menu";
import { micrositeEntity } from "../data/entities/microsite";
import { newsEntity } from "../data/entities/news";
import { newsletterEntity } from "../data/entities/newsletter";
import { orderFormEntity } from "../data/entities/order-form";
import { photoAlbumEntity } from "../data/entities/photo-album";
import { promoCodeEntity } from "../data/entities/promo-code";
import { schoolTermEntity } from "../data/entities/school-term";
import { sectionEntity } from "../data/entities/section";
import { selectionOptionEntity } from "../data/entities/selection-option";
import { siteEntity } from "../data/entities/site";
import { specialOfferEntity } from "../data/entities/special-offer";
import { staffEntity } from "../data/entities/staff";
import { surveyEntity } from "../data/entities/survey";
import { holdsSortKey } from "../data/entity";

/**
 * What onboarding owns, and so may overwrite or remove: the site record, public content and
 * purchase configuration in the site partition, and menus in the locations' partitions.
 * Customers, carts, orders, reservations, subscriptions, votes, feedback and submissions live
 * in other partitions (docs/data-model.md) and are never read or written here.
 */
const SITE_PARTITION_KINDS = [
  siteEntity,
  campusDietitianEntity,
  micrositeEntity,
  newsEntity,
  faqEntity,
  orderFormEntity,
  sectionEntity,
  buildingEntity,
  locationEntity,
  eventEntity,
  balancedUEventEntity,
  specialOfferEntity,
  staffEntity,
  newsletterEntity,
  photoAlbumEntity,
  surveyEntity,
  cateringFileEntity,
  blogArticleEntity,
  meetingEntity,
  schoolTermEntity,
  selectionOptionEntity,
  mealPlanEntity,
  customPlanOptionEntity,
  decliningBalanceEntity,
  promoCodeEntity,
  blockedStudentEntity,
  facultyEmailEntity,
];
const MENU_KINDS = [menuPeriodEntity, menuClosedEntity, legacyMenuEntity, homeMenuEntity];

export function isOwnedSiteItem(sk: string): boolean {
  return SITE_PARTITION_KINDS.some((entity) => holdsSortKey(entity, sk));
}

export function isOwnedMenuItem(sk: string): boolean {
  // Staff's sold-out marks sort inside a day's menu but are not the file's: a re-run keeps them.
  if (isSoldOutSortKey(sk)) return false;
  return MENU_KINDS.some((entity) => holdsSortKey(entity, sk));
}

/**
 * Attributes the live table changes after onboarding: ignored when comparing, and a survey's
 * vote counts are carried over when its item is rewritten (never reset by a re-run).
 */
export const VOLATILE_ATTRIBUTES = ["updated_at", "votes"] as const;
