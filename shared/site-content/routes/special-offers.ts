import * as z from "zod";
import { CACHE } from "../../platform/api/cache";
import { DEMO_SITE, siteInput } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";
import { specialOfferSchema } from "../schemas/special-offer";

export const listSpecialOffers = defineRoute({
  operationId: "listSpecialOffers",
  group: "special_offers",
  method: "GET",
  path: "/v1/special_offers/public_list",
  summary: "Published special offers running now",
  input: siteInput,
  output: z.object({ offers: z.array(specialOfferSchema) }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: DEMO_SITE,
});

export const getSpecialOffer = defineRoute({
  operationId: "getSpecialOffer",
  group: "special_offers",
  method: "GET",
  path: "/v1/special_offers",
  summary: "One running special offer by id",
  input: siteInput.extend({ id: idSchema }),
  output: z.object({ offer: specialOfferSchema }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: { ...DEMO_SITE, id: "bogo-latte" },
});

export const specialOffersRoutes = [listSpecialOffers, getSpecialOffer] as const;
