import { placePhrasesFor, translatorFor } from "../../i18n/language.server.ts";
import { intlLocale, type Locale } from "../../i18n/locales.ts";
import { localizeMessage } from "../../i18n/server-messages.server.ts";
import { cancellationView, cancelledByGuestWords, type CancelWriter } from "./cancel-view.ts";
import type { Refund } from "./cancellation.ts";

/** The cancellation's words in one language (decision 3850): settlement, deadline, the policy's rule. */
export function cancelWriterFor(locale: Locale): CancelWriter {
  return {
    say: translatorFor(locale, "trips.settlement"),
    details: translatorFor(locale, "trips.details"),
    rule: (english) => localizeMessage(locale, english),
    tag: intlLocale(locale),
    place: placePhrasesFor(locale),
  };
}

/**
 * A trip page's cancel words in the reader's language: the two-step cancel's view when it may be
 * cancelled (`refund` is what the policy would keep now), and what a cancellation by the guest meant.
 */
export function cancelSteps(
  trip: Parameters<typeof cancelledByGuestWords>[0],
  refund: Refund | null,
  at: { today: string; now: Date; locale: Locale },
) {
  const writer = cancelWriterFor(at.locale);
  return {
    cancellation: refund ? cancellationView(trip, refund, at.today, at.now, writer) : null,
    settled: cancelledByGuestWords(trip, at.now, writer),
  };
}
