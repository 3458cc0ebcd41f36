import { Icon } from "~/ui/icon";
import { data, Link } from "react-router";
import { LIST_YOUR_HOME } from "~/frame/nav-links";
import { signedInUser } from "~/modules/accounts/guards.server";
import {
  EarningsChart,
  EarningsFilters,
  EarningsTiles,
  HowEarningsAreCounted,
  ListingTable,
  MonthTable,
  useEarningsWords,
  useMonthLabel,
} from "~/modules/hosting/earnings/components/earnings-view";
import { parseEarningsFilters } from "~/modules/hosting/earnings/earnings";
import { earningsMoneyFor, loadEarnings } from "~/modules/hosting/earnings/earnings.server";
import { platformOf } from "~/platform/context";
import { metaLanguage } from "~/i18n/meta";
import type { Locale } from "~/i18n/locales";
import { useFormat, useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageMeta } from "~/site";
import { EmptyState, Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/earnings";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("host", "hostEarnings")];

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaLanguage(matches).t("hostEarnings");
  return pageMeta(t("metaTitle"), t("metaDescription"));
};

/** "We couldn't find that listing among yours." in the reader's language. */
const notFound = (locale: Locale) =>
  data(translatorFor(locale, "host.reservations")("noListing"), { status: 404 });

export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const parsed = parseEarningsFilters(new URL(request.url).searchParams);
  if (!parsed.ok && parsed.status === 404)
    throw notFound(await readerLocale(platform.database.db, request, user.id));
  // A bad year shows the recent months, with the choice kept and the reason said (400).
  const filters = parsed.ok ? parsed : { listingId: parsed.listingId, year: null };
  const { db } = platform.database;
  const locale = await readerLocale(db, request, user.id);
  const earnings = await loadEarnings(
    db,
    user.id,
    filters,
    new Date(),
    await earningsMoneyFor(db, platform.env),
  );
  if (!earnings) throw notFound(locale);
  const page = {
    ...earnings,
    lines: undefined,
    filters: {
      listing: filters.listingId === null ? "" : String(filters.listingId),
      year: parsed.ok ? (parsed.year === null ? "" : String(parsed.year)) : parsed.year,
    },
    error: parsed.ok ? null : localizeMessage(locale, parsed.error),
  };
  return parsed.ok ? page : data(page, { status: 400 });
}

export default function Earnings({ loaderData }: Route.ComponentProps) {
  const { filters, error, allListings, listings, years, today, range, money } = loaderData;
  const t = useT("hostEarnings");
  const words = useEarningsWords(money);
  const monthLabel = useMonthLabel();
  const format = useFormat();
  const query = new URLSearchParams(
    Object.entries(filters).filter(([, value]) => value !== "" && /^\d+$/.test(value)),
  ).toString();
  const titles = Object.fromEntries(listings.map((l) => [l.id, l.title]));
  const currencies = Object.fromEntries(listings.map((l) => [l.id, l.currency]));
  const period =
    filters.year && !error
      ? format.year(Number(filters.year))
      : t("periodRange", { first: monthLabel(range.first), last: monthLabel(range.last) });

  return (
    <>
      <UserPageHeading title={t("title")} lead={words.lead}>
        <Link
          to="/host/payouts"
          className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-5 py-2.5 text-sm font-semibold text-ink hover:bg-surface-2"
        >
          {t("payoutAccount")}
        </Link>
        {allListings.length > 0 && (
          <a
            href={`/host/earnings.csv${query ? `?${query}` : ""}`}
            download
            className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-5 py-2.5 text-sm font-semibold text-ink hover:bg-surface-2"
          >
            <Icon name="download" className="size-4" />
            {t("downloadCsv")}
          </a>
        )}
      </UserPageHeading>

      {allListings.length === 0 ? (
        <EmptyState
          icon="house"
          title={t("noListingsTitle")}
          action={{ to: LIST_YOUR_HOME, label: t("listYourHome") }}
        >
          {t("noListings")}
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <EarningsFilters
            filters={filters}
            error={error}
            allListings={allListings}
            years={years}
            today={today}
          />

          {!loaderData.hasBookings ? (
            <EmptyState
              icon="wallet"
              title={t("noBookingsTitle")}
              action={{ to: "/host/listings", label: t("yourListings") }}
            >
              {t("noBookings")}
            </EmptyState>
          ) : (
            <>
              <EarningsTiles tiles={loaderData.tiles} next={loaderData.next} today={today} money={money} />

              <Panel
                id="chart"
                title={
                  filters.year && !error
                    ? t("chartTitleYear", { year: format.year(Number(filters.year)) })
                    : t("chartTitleRecent")
                }
                description={words.chart}
              >
                <EarningsChart series={loaderData.chart} />
              </Panel>

              <Panel
                id="months"
                title={t("monthByMonth")}
                description={t("monthsDescription", { period, words: words.months })}
              >
                <MonthTable
                  months={loaderData.monthTotals}
                  rows={loaderData.rows}
                  titles={titles}
                  currency={listings[0]?.currency ?? "USD"}
                  perListing={listings.length > 1}
                />
              </Panel>

              <Panel
                id="listings"
                title={t("perListing")}
                description={
                  filters.year && !error ? t("totalsYear", { period }) : t("totalsRecent", { period })
                }
              >
                <ListingTable summaries={loaderData.listingTotals} titles={titles} currencies={currencies} />
              </Panel>

              <HowEarningsAreCounted money={money} />
            </>
          )}
          <p className="text-sm text-muted">
            {t.rich("needChange", {
              link: (chunks) => (
                <Link
                  to="/host/listings"
                  className="font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </div>
      )}
    </>
  );
}
