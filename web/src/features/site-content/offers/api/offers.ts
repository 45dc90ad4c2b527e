import type {
  getSpecialOffer,
  listSpecialOffers,
} from "@shared/site-content/routes/special-offers";
import { routeRef } from "@/lib/api-client";

export const listOffersRoute = routeRef<typeof listSpecialOffers>({
  operationId: "listSpecialOffers",
  method: "GET",
  path: "/v1/special_offers/public_list",
});

export const getOfferRoute = routeRef<typeof getSpecialOffer>({
  operationId: "getSpecialOffer",
  method: "GET",
  path: "/v1/special_offers",
});
