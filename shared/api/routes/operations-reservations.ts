// Routes of the operations console's reservations area (docs/operations.md); filled by its owner.
export const operationsReservationsRoutes = [] as const;
