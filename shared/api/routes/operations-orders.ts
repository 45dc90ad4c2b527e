// Routes of the operations console's orders area (docs/operations.md); filled by its owner.
export const operationsOrdersRoutes = [] as const;
