/** A Postgres text[] literal from known-safe words (enum keys). */
export function textArray(values: readonly string[]) {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, "")}"`).join(",")}}`;
}
