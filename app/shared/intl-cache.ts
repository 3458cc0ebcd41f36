// Intl formatters are slow to make (a third of a booking's Node time, hundreds of prices and dates
// on a results page) and cheap to use: one per key, made once. A formatter that throws on making
// (an unknown time zone) is not kept, so the callers' fallbacks still apply.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

export function cachedFormatter<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  key: string,
  make: () => T,
): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}
