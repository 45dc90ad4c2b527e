import * as z from "zod";
import { customerScope } from "../../accounts/routes/customer-scope";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";
import { reservationViewSchema } from "./reservations";

// The customer comes from the session; customer_id is accepted for the spec's calls and must
// be the session's own (403 otherwise).

export const listCustomerReservations = defineRoute({
  operationId: "listCustomerReservations",
  group: "customer",
  method: "GET",
  path: "/v1/customer/reservations",
  summary: "The signed-in customer's reservations, soonest first",
  input: z.object(customerScope),
  output: z.object({ reservations: z.array(reservationViewSchema) }),
  auth: "customer",
  example: { site_id: "cedar-ridge" },
});

export const getReservationCard = defineRoute({
  operationId: "getReservationCard",
  group: "customer",
  method: "GET",
  path: "/v1/customer/reservation_card",
  summary: "A printable card (PDF) of one of the signed-in customer's reservations",
  input: z.object({ ...customerScope, reservation_id: idSchema }),
  output: z.string().describe("application/pdf"),
  auth: "customer",
  response: "raw",
  example: { site_id: "cedar-ridge", reservation_id: "demo-reservation" },
});

/** One of the signed-in customer's reservations as an "Add to calendar" file (docs/open-data.md). */
export const getReservationCalendar = defineRoute({
  operationId: "getReservationCalendar",
  group: "customer",
  method: "GET",
  path: "/v1/customer/reservation_calendar",
  summary: "One of the signed-in customer's reservations as an iCalendar (.ics) file",
  input: z.object({ ...customerScope, reservation_id: idSchema }),
  output: z.string().describe("text/calendar"),
  auth: "customer",
  response: "raw",
  example: { site_id: "cedar-ridge", reservation_id: "demo-reservation" },
});

export const customerReservationRoutes = [
  listCustomerReservations,
  getReservationCard,
  getReservationCalendar,
] as const;
