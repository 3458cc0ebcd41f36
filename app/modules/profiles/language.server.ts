import { profiles } from "../../../db/schema/index.ts";
import type { Database } from "~/platform/db.server";
import type { Locale } from "~/i18n/locales";

/** Saves the site language a user chose (decision 3800); a profile not yet written is created. */
export async function saveLanguage(db: Database, userId: string, language: Locale) {
  await db
    .insert(profiles)
    .values({ id: userId, language })
    .onConflictDoUpdate({ target: profiles.id, set: { language, updatedAt: new Date() } });
}
