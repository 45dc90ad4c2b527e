/**
 * Static pages, the microsite and the mobile app page (requirements: public-browsing §2 Routes, Static
 * pages, Microsite): static paths rank above ":section", so they win over section slugs.
 */
export const staticPages = {
  siteless: [
    {
      path: "/mobile-privacy",
      lazy: () => import("@/features/site-content/static-pages/routes/mobile-privacy-route"),
    },
    {
      path: "/climate-friendly",
      lazy: () => import("@/features/site-content/static-pages/routes/climate-friendly-route"),
    },
  ],
  site: [
    {
      path: "privacy",
      lazy: () => import("@/features/site-content/static-pages/routes/privacy-route"),
    },
    {
      path: "terms-of-use",
      lazy: () => import("@/features/site-content/static-pages/routes/terms-route"),
    },
    {
      path: "dine-on-campus-mobile-app",
      lazy: () => import("@/features/site-content/static-pages/routes/mobile-app-route"),
    },
    {
      path: "microsite",
      lazy: () => import("@/features/site-content/microsite/routes/microsite-route"),
    },
  ],
};
