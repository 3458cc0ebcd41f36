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
  /** The platform's commission, percent (0 to 50, two decimals), unless COMMISSION_PERCENT sets it. */
  commissionPercent: number | null;
  /** The address shown on the contact page (and where its messages go), unless CONTACT_EMAIL sets it. */
  contactEmail: string | null;
}

export const SETTING_DEFAULTS: SiteSettings = {
  listingReview: false,
  commissionPercent: null,
  contactEmail: null,
};

export type SettingKey = keyof SiteSettings;

/** Values as stored are checked again when read: a bad row falls back to the default. */
const VALID: { [K in SettingKey]: (value: unknown) => value is SiteSettings[K] } = {
  listingReview: (value): value is boolean => typeof value === "boolean",
  commissionPercent: (value): value is number | null => value === null || isCommission(value),
  contactEmail: (value): value is string | null => value === null || isContactEmail(value),
};

/** A commission: a percentage from 0 to 50 with at most two decimals (as COMMISSION_PERCENT). */
export function isCommission(value: unknown): value is number {
  return (
    typeof value === "number" &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= 50 &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
  );
}

export function isContactEmail(value: unknown): value is string {
  return (
    typeof value === "string" && value.length <= 254 && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value)
  );
}

type ConfigEnv = {
  COMMISSION_PERCENT: number;
  CONTACT_EMAIL: string;
  SET_BY_ENV?: { COMMISSION_PERCENT: boolean; CONTACT_EMAIL: boolean };
};

/**
 * The commission in force: COMMISSION_PERCENT when the environment gives it (it wins, and the
 * settings page shows it read-only), else the operators' setting, else the default (0).
 */
export async function commissionPercent(db: Database | Executor, env: ConfigEnv): Promise<number> {
  if (env.SET_BY_ENV?.COMMISSION_PERCENT !== false) return env.COMMISSION_PERCENT;
  return (await readSetting(db, "commissionPercent")) ?? env.COMMISSION_PERCENT;
}

/** The contact address in force: CONTACT_EMAIL when the environment gives it, else the setting, else the default. */
export async function contactAddress(db: Database | Executor, env: ConfigEnv): Promise<string> {
  if (env.SET_BY_ENV?.CONTACT_EMAIL !== false) return env.CONTACT_EMAIL;
  return (await readSetting(db, "contactEmail")) ?? env.CONTACT_EMAIL;
}

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
