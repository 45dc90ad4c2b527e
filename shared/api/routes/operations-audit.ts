// Routes of the operations console's audit area (docs/operations.md); filled by its owner.
export const operationsAuditRoutes = [] as const;
