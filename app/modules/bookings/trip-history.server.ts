import { formatInstantIn, type PlacePhrases } from "../../shared/format.ts";
import { textFor } from "../masking/reader.ts";
import type { Locale } from "../../i18n/locales.ts";
import { historyNoteIn } from "./history-note.server.ts";
import type { GuestBooking } from "./trip.ts";

/**
 * A booking's history as its guest reads it: times on the home's clock, named by its city, in the
 * reader's language; the owner's notes masked until a stay between the two is accepted. The notes
 * the booking process wrote are said in the reader's language: a cancellation's from its parts (the
 * person's words as written, decision 3891), the others from their English sources
 * (`trips.historyNotes`); an old note none matches stays as kept.
 */
export function historyView(
  trip: Pick<GuestBooking, "history" | "listing">,
  revealed: boolean,
  writing: { tag: string; place: PlacePhrases; locale: Locale },
) {
  return trip.history.map((e) => ({
    id: e.id,
    status: e.status,
    ...historyNoteIn(writing.locale, e, (text) => textFor(text, revealed)),
    at: e.at.toISOString(),
    when: formatInstantIn(e.at, trip.listing.timeZone, trip.listing.city, writing.tag, writing.place),
  }));
}
