/**
 * requirements: purchases §2 routes of the reservations and account-form areas, plugged into app/router.tsx
 * under "/:site". The reservation form page itself is the "reservations" section page.
 */
export const reservationPages = {
  site: [
    {
      path: "cancel-reservation/:customerId/:reservationId",
      lazy: () => import("@/features/reservations/reservations/routes/cancel-reservation-route"),
    },
    {
      path: "dietary-health-form",
      lazy: () => import("@/features/visitor-forms/dietary-form/routes/dietary-form-route"),
    },
    {
      path: "on-the-go-valentine-dining",
      lazy: () => import("@/features/visitor-forms/on-the-go/routes/on-the-go-route"),
    },
  ],
};
