import { buildingEntity } from "../menus/entities/building";
import { campusDietitianEntity } from "../menus/entities/campus-dietitian";
import { locationEntity } from "../menus/entities/location";
import {
  homeMenuEntity,
  isSoldOutSortKey,
  legacyMenuEntity,
  menuClosedEntity,
  menuPeriodEntity,
} from "../menus/entities/menu";
import { holdsSortKey } from "../platform/data/entity";
import { blockedStudentEntity } from "../purchase/entities/blocked-student";
import { customPlanOptionEntity } from "../purchase/entities/custom-plan-option";
import { decliningBalanceEntity } from "../purchase/entities/declining-balance";
import { facultyEmailEntity } from "../purchase/entities/faculty-email";
import { mealPlanEntity } from "../purchase/entities/meal-plan";
import { promoCodeEntity } from "../purchase/entities/promo-code";
import { schoolTermEntity } from "../purchase/entities/school-term";
import { selectionOptionEntity } from "../purchase/entities/selection-option";
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
import { siteEntity } from "../site-content/entities/site";
import { specialOfferEntity } from "../site-content/entities/special-offer";
import { staffEntity } from "../site-content/entities/staff";
import { faqEntity } from "../visitor-forms/entities/faq";
import { orderFormEntity } from "../visitor-forms/entities/order-form";
import { surveyEntity } from "../visitor-forms/entities/survey";

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
