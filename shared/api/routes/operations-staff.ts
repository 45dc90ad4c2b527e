// Routes of the operations console's staff area (docs/operations.md); filled by its owner.
export const operationsStaffRoutes = [] as const;
