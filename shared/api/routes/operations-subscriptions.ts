// Routes of the operations console's subscriptions area (docs/operations.md); filled by its owner.
export const operationsSubscriptionsRoutes = [] as const;
