export type DatabaseKind = "pglite" | "postgres";

/**
 * The databases the tests run on: PGlite always, and the Postgres server too when
 * TEST_DATABASE_URL is set (CI sets it). TEST_DATABASES=pglite or =postgres picks one of them:
 * `npm test` runs each database as a stage of its own, so that each has its own time and budget.
 */
export function selectedDatabaseKinds(env: Record<string, string | undefined>): DatabaseKind[] {
  const available: DatabaseKind[] = ["pglite", ...(env.TEST_DATABASE_URL ? (["postgres"] as const) : [])];
  if (!env.TEST_DATABASES) return available;
  const wanted = env.TEST_DATABASES.split(",").map((kind) => kind.trim());
  for (const kind of wanted) {
    if (kind !== "pglite" && kind !== "postgres")
      throw new Error(`TEST_DATABASES: "${kind}" is not a database (pglite, postgres).`);
    if (kind === "postgres" && !env.TEST_DATABASE_URL)
      throw new Error(
        "TEST_DATABASES=postgres needs TEST_DATABASE_URL=postgres://… (the server to test on).",
      );
  }
  return available.filter((kind) => wanted.includes(kind));
}
