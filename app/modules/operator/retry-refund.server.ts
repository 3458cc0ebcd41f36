import type { RouterContextProvider } from "react-router";
import { platformOf } from "../../platform/context.ts";
import { redirectWithToast } from "../../platform/flash.server.ts";
import { paymentsContextFor } from "../payments/processors.server.ts";
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
  const toast = !retried.ok
    ? { type: "error" as const, message: retried.formError ?? "Nothing to retry." }
    : retried.value.ok
      ? { type: "success" as const, message: "Refunded: the traveller gets the money back." }
      : { type: "error" as const, message: `The refund was refused again: ${retried.value.message}` };
  return redirectWithToast(platform, to, toast, { headers: OPERATOR_HEADERS });
}
