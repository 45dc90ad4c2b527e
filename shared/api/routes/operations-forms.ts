// Routes of the operations console's forms area (docs/operations.md); filled by its owner.
export const operationsFormsRoutes = [] as const;
