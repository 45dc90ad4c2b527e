import { balancedUEventsRoutes } from "./balanced-u-events";
import { cateringFilesRoutes } from "./catering-files";
import { diningBlogArticlesRoutes } from "./dining-blog-articles";
import { directorsMeetingsRoutes } from "./directors-meetings";
import { dynamicFaqsRoutes } from "./dynamic-faqs";
import { eventsRoutes } from "./events";
import { feedbackRoutes } from "./feedback";
import { newslettersRoutes } from "./newsletters";
import { orderformRoutes } from "./orderform";
import { photoalbumRoutes } from "./photoalbum";
import { photoalbumsRoutes } from "./photoalbums";
import { specialOffersRoutes } from "./special-offers";
import { staffRoutes } from "./staff";
import { surveysRoutes } from "./surveys";

/** Content pages and visitor forms (requirements: public-browsing §2 Events through Balance tracker). */
export const contentAndFormsRoutes = [
  ...eventsRoutes,
  ...balancedUEventsRoutes,
  ...specialOffersRoutes,
  ...staffRoutes,
  ...newslettersRoutes,
  ...photoalbumsRoutes,
  ...photoalbumRoutes,
  ...surveysRoutes,
  ...cateringFilesRoutes,
  ...diningBlogArticlesRoutes,
  ...directorsMeetingsRoutes,
  ...dynamicFaqsRoutes,
  ...feedbackRoutes,
  ...orderformRoutes,
] as const;
