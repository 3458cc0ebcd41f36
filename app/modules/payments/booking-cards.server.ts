import { eq } from "drizzle-orm";
import { bookingCards } from "../../../db/schema/instalments.ts";
import type { Database, Executor } from "../../platform/db.server.ts";
import { paymentKey, type Moved, type PaymentSource, type ProcessorAnswer } from "./processor.ts";
import type { PaymentsContext } from "./money.server.ts";

/**
 * The card a booking was paid with, kept for charges without the traveller: a long stay's later
 * months (decision 3530) and a pet damage claim (decision 3550: the deposit is backed by the saved
 * card, never by a hold, which would expire before check-out).
 * Saved with the booking's `save-card` key, so a double submit saves it once.
 */
export async function saveBookingCard(
  db: Database,
  payments: PaymentsContext,
  input: { bookingId: string; source: PaymentSource },
): Promise<ProcessorAnswer<Moved>> {
  const answer = await payments.processor.saveCard({
    key: paymentKey(input.bookingId, "save-card"),
    customer: input.source.customer,
    paymentMethod: input.source.paymentMethod,
  });
  if (!answer.ok) return answer;
  await db
    .insert(bookingCards)
    .values({
      bookingId: input.bookingId,
      processor: payments.processor.name,
      customer: input.source.customer,
      paymentMethod: answer.ref,
    })
    .onConflictDoNothing({ target: bookingCards.bookingId });
  return answer;
}

/** The saved card of a booking, as a source to charge; null when none was saved. */
export async function savedCardOf(db: Executor, bookingId: string): Promise<PaymentSource | null> {
  const [card] = await db
    .select({ customer: bookingCards.customer, paymentMethod: bookingCards.paymentMethod })
    .from(bookingCards)
    .where(eq(bookingCards.bookingId, bookingId));
  return card ?? null;
}
