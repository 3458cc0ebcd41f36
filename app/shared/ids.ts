/** Strict ids: a loose `[0-9a-f-]{36}` lets "------…" through to a uuid cast, which fails as a 500. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

/** The id if it is a UUID, else null (callers answer 404: a malformed id names nothing). */
export const parseUuid = (value: unknown): string | null => (isUuid(value) ? value.toLowerCase() : null);

export const isSlug = (value: unknown, max = 200): value is string =>
  typeof value === "string" && value.length <= max && SLUG.test(value);

const SERIAL = /^[1-9]\d{0,14}$/;
/** A bigint identity id (listings) if the text is exactly one, else null (callers answer 404). */
export const parseSerialId = (value: unknown): number | null =>
  typeof value === "string" && SERIAL.test(value) ? Number(value) : null;
