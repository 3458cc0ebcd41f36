import type { RouterContextProvider } from "react-router";
import { platformOf } from "../../platform/context.ts";
import { redirectWithToast } from "../../platform/flash.server.ts";
import { translatorFor } from "../../i18n/language.server.ts";
import { localizeMessage } from "../../i18n/server-messages.server.ts";
import { paymentsContextFor } from "../payments/processors.server.ts";
import { readerLocale } from "../profiles/language.server.ts";
import { OPERATOR_HEADERS, requireRecentConfirmation } from "./guard.server.ts";
import { retryCancellationRefund } from "./site-cancel.server.ts";

/** The booking page's "Try the refund again" (money: a fresh code first), answered with a toast. */
export async function retryRefund(
  context: Readonly<RouterContextProvider>,
  request: Request,
  bookingId: string,
) {
  const platform = platformOf(context);
  const db = platform.database.db;
  const operator = await requireRecentConfirmation(context, request);
  const retried = await retryCancellationRefund(
    db,
    await paymentsContextFor(platform.env, db),
    { id: operator.id, email: operator.email },
    bookingId,
  );
  const to = `/operator/bookings/${encodeURIComponent(bookingId)}`;
  const locale = await readerLocale(db, request, operator.id);
  const say = translatorFor(locale, "operator.siteCancel");
  const toast = !retried.ok
    ? { type: "error" as const, message: localizeMessage(locale, retried.formError) ?? say("nothingToRetry") }
    : retried.value.ok
      ? { type: "success" as const, message: say("refunded") }
      : {
          type: "error" as const,
          message: say("refusedAgain", { message: localizeMessage(locale, retried.value.message) }),
        };
  return redirectWithToast(platform, to, toast, { headers: OPERATOR_HEADERS });
}
