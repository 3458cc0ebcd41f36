import { data, Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { guestBooking } from "~/modules/bookings/bookings.server";
import { receiptOf } from "~/modules/bookings/receipt";
import { ledgerOf } from "~/modules/payments/ledger.server";
import { monthsOfBooking } from "~/modules/payments/booking-money.server";
import { platformOf } from "~/platform/context";
import { formatMoney } from "~/shared/format";
import { uuidOrNotFound } from "~/shared/http.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/receipt";
import { MonthsToCome } from "~/modules/payments/components/months-to-pay";

export const meta = () => pageMeta("Receipt", "The receipt of a trip's payments.");

/** The traveller's own trip only: someone else's id answers 404, like one that does not exist. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const id = uuidOrNotFound(params.id, "We couldn't find that trip.");
  const db = platform.database.db;
  const trip = await guestBooking(db, user.id, id);
  if (!trip) throw data("We couldn't find that trip.", { status: 404 });
  return {
    id,
    receipt: receiptOf(trip, await ledgerOf(db, id), await monthsOfBooking(db, id, trip.listing.timeZone)),
    demo: platform.env.PAYMENTS_MODE === "demo",
  };
}

export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { receipt, id } = loaderData;
  const money = (cents: number) => formatMoney(cents, receipt.currency, true);
  return (
    <article className="grid max-w-2xl gap-4 print:max-w-none" aria-labelledby="receipt-title">
      <Link
        to={`/user/bookings/${id}`}
        className="text-sm font-semibold text-primary hover:underline print:hidden"
      >
        ← Your trip
      </Link>
      <h1 id="receipt-title" className="text-2xl text-ink sm:text-3xl">
        Receipt · {receipt.reference}
      </h1>
      {loaderData.demo && <p className="text-sm font-semibold text-ink">Demo payments: no real money.</p>}
      <p className="text-ink">
        {receipt.title}, {receipt.place}
        <br />
        {receipt.dates} · {receipt.nights} nights · total {money(receipt.totalCents)}
      </p>
      {receipt.lines.length === 0 ? (
        <p className="text-muted">Nothing has been paid through the site for this trip.</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-line text-start text-muted">
              <th className="py-2 font-semibold">What</th>
              <th className="py-2 font-semibold">When</th>
              <th className="py-2 text-end font-semibold">Amount</th>
            </tr>
          </thead>
          <tbody>
            {receipt.lines.map((line, i) => (
              <tr key={i} className="border-b border-line">
                <td className="py-2 text-ink">{line.label}</td>
                <td className="py-2 text-muted">{line.at}</td>
                <td className="py-2 text-end text-ink tabular">{money(line.cents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="py-2 text-start text-ink">
                Paid, net of refunds
              </th>
              <td className="py-2 text-end font-semibold text-ink tabular">{money(receipt.netCents)}</td>
            </tr>
          </tfoot>
        </table>
      )}
      <MonthsToCome months={receipt.toCome} money={money} />
    </article>
  );
}
