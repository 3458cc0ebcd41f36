import { OperatorSearch } from "~/modules/operator/components/search-form";
import { Link } from "react-router";
import { BOOKING_FILTERS, type BookingFilter } from "~/modules/operator/bookings";
import { searchBookings } from "~/modules/operator/bookings.server";
import { OPERATOR_HEADERS } from "~/modules/operator/guard.server";
import { platformOf } from "~/platform/context";
import { pageMeta } from "~/site";
import { metaLanguage } from "~/i18n/meta";
import { useFormat, useT } from "~/i18n/react";
import { inputClass } from "~/ui/form";
import { EmptyState, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/bookings";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("operator", "trips")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("operator.bookings");
  return [
    ...pageMeta(t("metaTitle"), t("metaDescription")),
    { name: "robots", content: "noindex, nofollow" },
  ];
}
export const headers = () => OPERATOR_HEADERS;

/** A filter as the catalogue's select names it ("payout-failed" → "payout_failed"). */
const filterKey = (filter: BookingFilter) => filter.replace("-", "_");

/** Search by reference, id, traveller's email or listing title; `status=expiring` is the home count's queue. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 200);
  const filter = BOOKING_FILTERS.find((f) => f === params.get("status")) ?? "all";
  const found = await searchBookings(platformOf(context).database.db, { q, filter });
  return {
    q,
    filter,
    searched: Boolean(q.trim()) || filter !== "all",
    bookings: found.map((b) => ({
      id: b.id,
      reference: b.reference ?? b.id.slice(0, 8).toUpperCase(),
      status: b.status,
      listingTitle: b.listingTitle,
      guestEmail: b.guestEmail,
      stay: b.stay ? { start: b.stay.start, end: b.stay.end } : null,
      expires: b.status === "pending" && b.expiresAt ? new Date(b.expiresAt).toISOString() : null,
    })),
  };
}

export default function BookingsPage({ loaderData }: Route.ComponentProps) {
  const { q, filter, searched, bookings } = loaderData;
  const t = useT("operator.bookings");
  const status = useT("trips.status");
  const format = useFormat();
  return (
    <>
      <UserPageHeading
        title={filter === "all" ? t("title") : t("filter", { filter: filterKey(filter) })}
        lead={t("lead")}
      />
      <OperatorSearch label={t("searchLabel")} q={q}>
        <label className="grid gap-1.5 text-sm font-semibold text-ink">
          {t("status")}
          <select name="status" defaultValue={filter} className={`${inputClass} border-line`}>
            {BOOKING_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t("filter", { filter: filterKey(f) })}
              </option>
            ))}
          </select>
        </label>
      </OperatorSearch>
      {!searched ? (
        <p className="text-sm text-muted">{t("hint")}</p>
      ) : bookings.length === 0 ? (
        <EmptyState icon="search-x" title={t("noneTitle")}>
          {t("noneDetail")}
        </EmptyState>
      ) : (
        <ul className="grid gap-2" aria-label={t("found")}>
          {bookings.map((b) => (
            <li key={b.id}>
              <Link
                to={`/operator/bookings/${b.id}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-2xl border border-line bg-surface p-4 hover:border-primary/40"
              >
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-ink">
                    <span className="font-mono">{b.reference}</span> · {b.listingTitle}
                  </span>
                  <span className="block text-sm break-all text-muted">
                    {b.guestEmail ?? t("accountDeleted")}
                  </span>
                </span>
                <span className="text-sm text-muted">
                  {b.stay && `${format.date(b.stay.start)} – ${format.date(b.stay.end)} · `}
                  {status(b.status)}
                  {b.expires && ` · ${t("ends", { at: format.instant(new Date(b.expires)) })}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
