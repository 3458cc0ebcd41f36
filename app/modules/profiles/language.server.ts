import { eq } from "drizzle-orm";
import { profiles } from "../../../db/schema/index.ts";
import type { Database } from "~/platform/db.server";
import type { Locale } from "~/i18n/locales";
import { localeOfRequest } from "~/i18n/language.server";

/** Saves the site language a user chose (decision 3800); a profile not yet written is created. */
export async function saveLanguage(db: Database, userId: string, language: Locale) {
  await db
    .insert(profiles)
    .values({ id: userId, language })
    .onConflictDoUpdate({ target: profiles.id, set: { language, updatedAt: new Date() } });
}

/**
 * The language a page or an action answers a reader in (decision 3800): the address's prefix, the
 * signed-in user's saved choice, the cookie, Accept-Language, English.
 */
export async function readerLocale(db: Database, request: Request, userId: string | null = null) {
  const [row] = userId
    ? await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId))
    : [];
  return localeOfRequest(request, row?.language ?? null);
}
