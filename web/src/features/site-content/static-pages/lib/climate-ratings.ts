/** requirements: public-browsing §9: climate ratings, each better than this share of food. */
export const CLIMATE_RATINGS = [
  { rating: "Best", betterThanPercent: 95 },
  { rating: "Great", betterThanPercent: 85 },
  { rating: "Good", betterThanPercent: 75 },
  { rating: "Climate friendly", betterThanPercent: 70 },
] as const;

/** Phones and tablets get the mobile app page; desktops go to the site home (requirements: public-browsing §2 Routes). */
export const isMobileUserAgent = (userAgent: string): boolean =>
  /Android|iPhone|iPad|iPod|Mobile|Windows Phone/i.test(userAgent);
