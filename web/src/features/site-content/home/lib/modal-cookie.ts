/** The landing modal's dismissal cookie (requirements: public-browsing §2 Home page, §9 "lasts forever"). */
export const MODAL_COOKIE = "doc_landing_modal_dismissed";

/** Ten years: browsers cap cookie lifetimes, so "forever" is the longest a browser keeps. */
export const MODAL_COOKIE_MAX_AGE_S = 10 * 365 * 24 * 60 * 60;

export function isModalDismissed(cookieHeader: string): boolean {
  return cookieHeader.split(";").some((part) => part.trim() === `${MODAL_COOKIE}=true`);
}

export function rememberModalDismissed(): string {
  return `${MODAL_COOKIE}=true; max-age=${MODAL_COOKIE_MAX_AGE_S}; path=/; SameSite=Lax`;
}
