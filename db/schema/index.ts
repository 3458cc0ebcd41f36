// The Drizzle schema, one file per domain. Tables are created by the SQL files in
// db/migrations (see docs/decisions/0002-sql-migrations.md); keep both in step.
export * from "./accounts.ts";
export * from "./content.ts";
export * from "./stays.ts";
export * from "./notifications.ts";
export * from "./wishlist.ts";
export * from "./messages.ts";
export * from "./pets.ts";
export * from "./operator.ts";
export * from "./reviews.ts";
export * from "./payments.ts";
export * from "./stripe.ts";
export * from "./instalments.ts";
export * from "./claims.ts";
