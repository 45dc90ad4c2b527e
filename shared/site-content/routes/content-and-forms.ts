import { dynamicFaqsRoutes } from "../../visitor-forms/routes/dynamic-faqs";
import { feedbackRoutes } from "../../visitor-forms/routes/feedback";
import { orderformRoutes } from "../../visitor-forms/routes/orderform";
import { surveysRoutes } from "../../visitor-forms/routes/surveys";
import { balancedUEventsRoutes } from "./balanced-u-events";
import { cateringFilesRoutes } from "./catering-files";
import { diningBlogArticlesRoutes } from "./dining-blog-articles";
import { directorsMeetingsRoutes } from "./directors-meetings";
import { eventsRoutes } from "./events";
import { newslettersRoutes } from "./newsletters";
import { photoalbumRoutes } from "./photoalbum";
import { photoalbumsRoutes } from "./photoalbums";
import { specialOffersRoutes } from "./special-offers";
import { staffRoutes } from "./staff";

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
