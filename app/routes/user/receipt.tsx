import { data, Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { guestBooking } from "~/modules/bookings/bookings.server";
import { receiptOf } from "~/modules/bookings/receipt";
import { ledgerOf } from "~/modules/payments/ledger.server";
import { monthsOfBooking } from "~/modules/payments/booking-money.server";
import { platformOf } from "~/platform/context";
import { uuidOrNotFound } from "~/shared/http.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/receipt";
import { Icon } from "~/ui/icon";
import { MonthsToCome } from "~/modules/payments/components/months-to-pay";
import { metaLanguage } from "~/i18n/meta";
import { useFormat, useT } from "~/i18n/react";
import { intlLocale } from "~/i18n/locales";
import { placePhrasesFor } from "~/i18n/language.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("payments", "trips")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("trips.receipt");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

/** The traveller's own trip only: someone else's id answers 404, like one that does not exist. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const id = uuidOrNotFound(params.id, "We couldn't find that trip.");
  const db = platform.database.db;
  const trip = await guestBooking(db, user.id, id);
  if (!trip) throw data("We couldn't find that trip.", { status: 404 });
  const locale = await readerLocale(db, request, user.id);
  return {
    id,
    receipt: receiptOf(trip, await ledgerOf(db, id), await monthsOfBooking(db, id, trip.listing.timeZone), {
      tag: intlLocale(locale),
      place: placePhrasesFor(locale),
    }),
    demo: platform.env.PAYMENTS_MODE === "demo",
  };
}

export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { receipt, id } = loaderData;
  const t = useT("trips.receipt");
  const format = useFormat();
  const money = (cents: number) => format.money(cents, receipt.currency, true);
  const what = (line: (typeof receipt.lines)[number]) =>
    line.month ? t("month", { part: line.month }) : t(line.kind);
  return (
    <article className="grid max-w-2xl gap-4 print:max-w-none" aria-labelledby="receipt-title">
      <Link
        to={`/user/bookings/${id}`}
        className="text-sm font-semibold text-primary hover:underline print:hidden"
      >
        <Icon name="arrow-left" className="inline size-4" /> {t("back")}
      </Link>
      <h1 id="receipt-title" className="text-2xl text-ink sm:text-3xl">
        {t("title", { reference: receipt.reference })}
      </h1>
      {loaderData.demo && <p className="text-sm font-semibold text-ink">{t("demo")}</p>}
      <p className="text-ink">
        {t("stay", { title: receipt.title, place: receipt.place })}
        <br />
        {t("summary", {
          start: format.date(receipt.start),
          end: format.date(receipt.end),
          nights: receipt.nights,
          total: money(receipt.totalCents),
        })}
      </p>
      {receipt.lines.length === 0 ? (
        <p className="text-muted">{t("nothing")}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-line text-start text-muted">
              <th className="py-2 text-start font-semibold">{t("what")}</th>
              <th className="py-2 text-start font-semibold">{t("when")}</th>
              <th className="py-2 text-end font-semibold">{t("amount")}</th>
            </tr>
          </thead>
          <tbody>
            {receipt.lines.map((line, i) => (
              <tr key={i} className="border-b border-line">
                <td className="py-2 text-ink">{what(line)}</td>
                <td className="py-2 text-muted">{line.at}</td>
                <td className="py-2 text-end text-ink tabular">{money(line.cents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="py-2 text-start text-ink">
                {t("net")}
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
