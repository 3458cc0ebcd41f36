import { formatDate, formatInstant, formatMoney } from "~/shared/format";
import { amountText } from "./site-cancel.ts";
import type { bookingTimeline } from "./bookings.server.ts";
import type { siteCancelState } from "./site-cancel.server.ts";

type Timeline = NonNullable<Awaited<ReturnType<typeof bookingTimeline>>>;
type CancelState = NonNullable<Awaited<ReturnType<typeof siteCancelState>>>;

/**
 * The operator's booking page in the operator's formats (`tag`, an Intl tag): the booking's facts,
 * the site-cancel form's amounts (a refund only where money moves: not in the direct mode), and
 * the timeline, each row worded by the page from its kind.
 */
export function bookingPageView(found: Timeline, state: CancelState, moneyMoves: boolean, tag: string) {
  const { booking } = found;
  const money = (cents: number, currency: string) => formatMoney(cents, currency, true, tag);
  return {
    cancel: {
      open: state.open,
      refundOwed: state.refundOwedCents > 0 ? money(state.refundOwedCents, state.currency) : null,
      currency: state.currency,
      refundable:
        moneyMoves && state.refundableCents > 0
          ? {
              cents: state.refundableCents,
              words: money(state.refundableCents, state.currency),
              typed: amountText(state.refundableCents, state.currency),
            }
          : null,
    },
    booking: {
      ...booking,
      dates: booking.stay
        ? `${formatDate(booking.stay.start, undefined, tag)} – ${formatDate(booking.stay.end, undefined, tag)}`
        : "",
      total: money(booking.totalCents, booking.currency),
      createdAt: formatInstant(booking.createdAt, "UTC", tag),
    },
    listing: found.listing,
    guestEmail: found.guestEmail,
    ownerUserId: found.ownerUserId,
    messageCount: found.messageCount,
    timeline: found.timeline.map((row, index) => ({
      key: `${row.kind}${index}`,
      at: formatInstant(row.at, "UTC", tag),
      // The page words a status or a money movement; a claim's line is its own text (claims.server).
      what:
        row.kind === "status"
          ? { kind: "status" as const, status: row.status }
          : row.kind === "claim"
            ? { kind: "claim" as const, text: row.what }
            : {
                kind: "money" as const,
                movement: row.movement,
                amount: money(row.amountCents, row.currency),
              },
      note: row.note,
      pieces: row.kind === "status" ? row.pieces : undefined,
    })),
  };
}

export type BookingPageView = ReturnType<typeof bookingPageView>;
