/**
 * Reading an English server message back as a catalogue key with its arguments (decision 3850): the
 * patterns are built on the server from the `formErrors` namespace (server-messages.server.ts); this
 * part has no parser, so a page whose browser re-runs the server's rules (the booking form, the price
 * box, sign-up's instant checks) can say their messages in its language too.
 */

/** What one capture group of a pattern stands for: an argument, a plural's `#`, or which case matched. */
export type MessageGroup =
  { name: string; kind: "value" | "count" } | { name: string; kind: "case"; value: string | number };
export type MessagePattern = { key: string; regex: string; groups: MessageGroup[] };
export type MessageValues = Record<string, string | number>;

const compiled = new Map<string, RegExp>();
const regexOf = (source: string) => {
  let regex = compiled.get(source);
  if (!regex) compiled.set(source, (regex = new RegExp(`^${source}$`, "s")));
  return regex;
};

/** The key and arguments of an English message, or null when no pattern matches. */
export function matchMessage(
  patterns: readonly MessagePattern[],
  message: string,
): { key: string; values: MessageValues } | null {
  for (const pattern of patterns) {
    const match = regexOf(pattern.regex).exec(message);
    if (!match) continue;
    const values: MessageValues = {};
    pattern.groups.forEach((group, i) => {
      const text = match[i + 1];
      if (text === undefined) return;
      if (group.kind === "case") {
        if (typeof group.value === "string") values[group.name] = group.value;
        else if (group.value >= 0) values[group.name] ??= group.value;
      } else if (group.kind === "count") values[group.name] = Number(text.replace(/,/g, ""));
      // Whole numbers are numbers again, so each language writes them its own way (٨٠ in Arabic).
      else
        values[group.name] = /^\d{1,9}$|^\d{1,3}(,\d{3}){1,2}$/.test(text)
          ? Number(text.replace(/,/g, ""))
          : text;
    });
    return { key: pattern.key, values };
  }
  return null;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "Mar 1, 2027" (how formatDate writes a stay date in English) → "2027-03-01", else null. */
function isoOfEnglishDate(text: string): string | null {
  const match = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(text);
  const month = match ? MONTHS.indexOf(match[1]!) : -1;
  if (!match || month < 0) return null;
  return `${match[3]}-${String(month + 1).padStart(2, "0")}-${match[2]!.padStart(2, "0")}`;
}

/**
 * An English message in a language, from its pattern's key: `say` is the language's `formErrors`
 * messages, `date` writes a stay date as the language does. Unmatched messages are kept as written.
 */
export function sayMessage(
  patterns: readonly MessagePattern[],
  message: string,
  say: (key: string, values: MessageValues) => string,
  date: (iso: string) => string,
): string {
  const found = matchMessage(patterns, message);
  if (!found) return message;
  const values = { ...found.values };
  // A `{field}` names a form's field in the sentence: its English name is a `label…` message too.
  if (typeof values.field === "string") {
    const english = values.field;
    const lower = english.charAt(0).toLowerCase() + english.slice(1);
    const label = matchMessage(
      patterns.filter((p) => p.key.startsWith("label")),
      lower,
    );
    if (!label) return message;
    const said = say(label.key, {});
    values.field = english === lower ? said : said.charAt(0).toUpperCase() + said.slice(1);
  }
  for (const [name, value] of Object.entries(values)) {
    const iso = typeof value === "string" && /date$/i.test(name) ? isoOfEnglishDate(value) : null;
    if (iso) values[name] = date(iso);
  }
  return say(found.key, values);
}
