import { eq } from "drizzle-orm";
import { siteSettings } from "../../db/schema/index.ts";
import type { Database, Executor } from "./db.server.ts";

/**
 * The site's settings that operators change on /operator/settings (stored in `site_settings`, each
 * change audited there). Features read them here; a setting never stored has its default.
 */
export interface SiteSettings {
  /** Listings wait for an operator's approval before they are published (off by default). */
  listingReview: boolean;
}

export const SETTING_DEFAULTS: SiteSettings = { listingReview: false };

export type SettingKey = keyof SiteSettings;

/** Values as stored are checked again when read: a bad row falls back to the default. */
const VALID: { [K in SettingKey]: (value: unknown) => value is SiteSettings[K] } = {
  listingReview: (value): value is boolean => typeof value === "boolean",
};

export async function readSetting<K extends SettingKey>(
  db: Database | Executor,
  key: K,
): Promise<SiteSettings[K]> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row && VALID[key](row.value) ? row.value : SETTING_DEFAULTS[key];
}

export async function readSettings(db: Database): Promise<SiteSettings> {
  const rows = await db.select().from(siteSettings);
  const out = { ...SETTING_DEFAULTS };
  for (const row of rows) {
    const key = row.key as SettingKey;
    if (key in VALID && VALID[key](row.value)) (out as Record<string, unknown>)[key] = row.value;
  }
  return out;
}

/** Stores a setting (inside the caller's transaction, beside its audit row); answers the value before. */
export async function writeSetting<K extends SettingKey>(
  tx: Executor,
  key: K,
  value: SiteSettings[K],
): Promise<SiteSettings[K]> {
  const before = await readSetting(tx, key);
  await tx
    .insert(siteSettings)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
  return before;
}

/** Whether publishing a listing waits for an operator's approval. */
export const listingReviewOn = (db: Database | Executor) => readSetting(db, "listingReview");
