// `npm run operator -- add <email>` / `remove <email>` / `list`: who runs the site (the operator
// console at /operator). The only way the role is given or taken: never a form. Works on the
// database the site uses: DATABASE_URL's Postgres, else the PGlite in DATA_DIR (default ./data),
// whose site must be stopped first (PGlite allows one process at a time).
import { lockDataDir } from "../app/platform/data-dir-lock.server.ts";
import { openDatabase } from "../app/platform/db.server.ts";
import { grantOperator, listOperators, revokeOperator } from "../app/modules/operator/roles.server.ts";

const USAGE = "Usage: npm run operator -- add <email> | remove <email> | list";
const [command, email, ...rest] = process.argv.slice(2);
if (!(command === "list" ? !email : (command === "add" || command === "remove") && email && !rest.length)) {
  console.error(USAGE);
  process.exit(2);
}

const dataDir = process.env.DATA_DIR || "./data";
const databaseUrl = process.env.DATABASE_URL || undefined;

let release = () => {};
try {
  if (!databaseUrl) release = lockDataDir(dataDir);
  const handle = await openDatabase({ dataDir, databaseUrl });
  try {
    if (command === "list") {
      const all = await listOperators(handle.db);
      if (all.length === 0) console.log("No operators yet. Add one: npm run operator -- add <email>");
      for (const row of all) console.log(`${row.email}\t(since ${row.grantedAt.toISOString()})`);
    } else {
      const outcome =
        command === "add" ? await grantOperator(handle.db, email!) : await revokeOperator(handle.db, email!);
      if (!outcome.ok) {
        console.error(outcome.formError);
        process.exitCode = 1;
      } else if (command === "add") {
        console.log(
          outcome.value.changed
            ? `${outcome.value.email} is now an operator. Sign in, turn on two-factor, and open /operator.`
            : `${outcome.value.email} was already an operator.`,
        );
      } else {
        console.log(
          outcome.value.changed
            ? `${outcome.value.email} is no longer an operator.`
            : `${outcome.value.email} was not an operator.`,
        );
      }
    }
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(`npm run operator failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  release();
}
