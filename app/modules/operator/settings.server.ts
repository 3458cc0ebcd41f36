import type { Database } from "../../platform/db.server.ts";
import { writeSetting, type SettingKey, type SiteSettings } from "../../platform/site-settings.server.ts";
import { recordAudit } from "./audit.server.ts";
import type { Actor } from "./users.server.ts";

/** Stores a setting with its one audit row (none, and false, when the value does not change). */
export async function changeSetting<K extends SettingKey>(
  db: Database,
  actor: Actor,
  key: K,
  value: SiteSettings[K],
  reason: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await writeSetting(tx, key, value);
    if (before === value) return false;
    await recordAudit(tx, {
      actor,
      action: "setting.changed",
      objectType: "setting",
      objectId: key,
      before: { [key]: before },
      after: { [key]: value },
      reason,
    });
    return true;
  });
}
