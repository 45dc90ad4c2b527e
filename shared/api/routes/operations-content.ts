// Routes of the operations console's content area (docs/operations.md); filled by its owner.
export const operationsContentRoutes = [] as const;
