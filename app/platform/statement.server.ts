import {
  getTableColumns,
  getTableName,
  is,
  SQL,
  sql,
  type Column,
  type InferInsertModel,
  type InferSelectModel,
  type Table,
} from "drizzle-orm";

/**
 * Pieces for hot statements that write several tables at once (a booking: decision 2400).
 * Drizzle's insert builder walks every column of the table for each insert, which cost a
 * booking more Node time than its database work (measured in a CPU profile); these name only the
 * columns given and still map each value with its column's own Drizzle mapping.
 */

const columnCache = new WeakMap<Table, Record<string, Column>>();
function columnsOf(table: Table) {
  let columns = columnCache.get(table);
  if (!columns) {
    columns = getTableColumns(table) as Record<string, Column>;
    columnCache.set(table, columns);
  }
  return columns;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * `insert into <table> (<the rows' keys>) values (...), (...)` without `returning`: a value
 * may be SQL (an expression); undefined leaves the column to its default. Every row must have
 * the first row's keys.
 */
export function insertSql<T extends Table>(
  table: T,
  rows: { [K in keyof InferInsertModel<T>]?: InferInsertModel<T>[K] | SQL }[],
): SQL {
  const columns = columnsOf(table);
  const keys = Object.keys(rows[0]!).filter((key) => (rows[0] as Record<string, unknown>)[key] !== undefined);
  const names = sql.raw(keys.map((key) => quoted(columns[key]!.name)).join(", "));
  const values = sql.join(
    rows.map((row) => {
      const cells = keys.map((key) => {
        const value = (row as Record<string, unknown>)[key];
        return is(value, SQL) ? value : sql.param(value ?? null, columns[key]!);
      });
      return sql`(${sql.join(cells, sql`, `)})`;
    }),
    sql`, `,
  );
  return sql`insert into ${sql.raw(quoted(getTableName(table)))} (${names}) values ${values}`;
}

/** `"col" = excluded."col", ...` for an upsert's update of these keys. */
export function excludedSet<T extends Table>(table: T, keys: (keyof InferSelectModel<T> & string)[]): SQL {
  const columns = columnsOf(table);
  return sql.raw(
    keys
      .map((key) => {
        const name = quoted(columns[key]!.name);
        return `${name} = excluded.${name}`;
      })
      .join(", "),
  );
}

/**
 * A table's row from its `to_jsonb` form (keys are column names), mapped by the table's own
 * columns as a Drizzle select would: a statement that writes several tables answers in one row.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columnsOf(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/** A json(b) value as either driver hands it over (node-postgres parses it, so does PGlite; text just in case). */
export const fromJson = <T>(value: unknown): T =>
  (typeof value === "string" ? JSON.parse(value) : value) as T;
