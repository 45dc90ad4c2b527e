/**
 * The single table, described once. The CDK data stack and the local stack both build the
 * table from this object, so DynamoDB Local has exactly the keys and indexes AWS has.
 * Key names are generic (docs/data-model.md): entities put their own meaning into them.
 */
export const tableDefinition = {
  partitionKey: "pk",
  sortKey: "sk",
  globalSecondaryIndexes: [
    /** Alternate lookups: slug → site, email → customer, order id → order, ... */
    { indexName: "gsi1", partitionKey: "gsi1pk", sortKey: "gsi1sk" },
    /** Ordered lists across items: the site directory, reservations per slot day, billing days. */
    { indexName: "gsi2", partitionKey: "gsi2pk", sortKey: "gsi2sk" },
  ],
  /** Epoch seconds; carts, sessions, reset tokens, captcha replays and login counters expire. */
  timeToLiveAttribute: "expires_at",
} as const;

export type IndexName = (typeof tableDefinition.globalSecondaryIndexes)[number]["indexName"];
