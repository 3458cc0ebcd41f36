import { intlLocale } from "~/i18n/locales";
import { placePhrasesFor } from "~/i18n/language.server";
import { readerLocale } from "~/modules/profiles/language.server";
import type { Database } from "~/platform/db.server";
import type { ReaderFormats } from "./reservations.ts";

/**
 * The reader's language for what the owner's pages write on the server (decision 3850): the money,
 * the home's clock and the messages of a toast, as the page's own language would write them.
 */
export async function readerOf(
  db: Database,
  request: Request,
  userId: string,
): Promise<ReaderFormats & { locale: Awaited<ReturnType<typeof readerLocale>> }> {
  const locale = await readerLocale(db, request, userId);
  return { locale, tag: intlLocale(locale), place: placePhrasesFor(locale) };
}
