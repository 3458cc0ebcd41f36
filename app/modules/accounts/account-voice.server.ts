import { localeOfRequest } from "../../i18n/language.server.ts";
import { voiceOf } from "../../i18n/voice.server.ts";
import type { Voice } from "../../i18n/voice.ts";
import type { Database } from "../../platform/db.server.ts";
import { savedLanguage } from "../notifications/notifications.server.ts";

/**
 * The language an account's own emails and texts are written in (decision 3855): the account's
 * saved choice, else the request's (cookie, Accept-Language: a sign-up has no saved choice yet),
 * else English.
 */
export async function accountVoice(db: Database, userId: string | null, request?: Request): Promise<Voice> {
  const saved = userId ? await savedLanguage(db, userId) : null;
  return voiceOf(saved ?? (request ? localeOfRequest(request) : null));
}
