import { Icon } from "~/ui/icon";
import { data, Form, Link } from "react-router";
import { LIST_YOUR_HOME } from "~/frame/nav-links";
import { signedInUser } from "~/modules/accounts/guards.server";
import {
  EarningsChart,
  EarningsTiles,
  earningsWords,
  HowEarningsAreCounted,
  ListingTable,
  monthLabel,
  MonthTable,
} from "~/modules/hosting/earnings/components/earnings-view";
import { parseEarningsFilters } from "~/modules/hosting/earnings/earnings";
import { earningsMoneyFor, loadEarnings } from "~/modules/hosting/earnings/earnings.server";
import { platformOf } from "~/platform/context";
import { pageMeta } from "~/site";
import { SelectField } from "~/ui/form";
import { EmptyState, Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/earnings";

export const meta = () => pageMeta("Earnings", "What your stays bring in, month by month and per listing.");

const NOT_FOUND = "We couldn't find that listing among yours.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const parsed = parseEarningsFilters(new URL(request.url).searchParams);
  if (!parsed.ok && parsed.status === 404) throw data(NOT_FOUND, { status: 404 });
  // A bad year shows the recent months, with the choice kept and the reason said (400).
  const filters = parsed.ok ? parsed : { listingId: parsed.listingId, year: null };
  const { db } = platform.database;
  const earnings = await loadEarnings(
    db,
    user.id,
    filters,
    new Date(),
    await earningsMoneyFor(db, platform.env),
  );
  if (!earnings) throw data(NOT_FOUND, { status: 404 });
  const page = {
    ...earnings,
    lines: undefined,
    filters: {
      listing: filters.listingId === null ? "" : String(filters.listingId),
      year: parsed.ok ? (parsed.year === null ? "" : String(parsed.year)) : parsed.year,
    },
    error: parsed.ok ? null : parsed.error,
  };
  return parsed.ok ? page : data(page, { status: 400 });
}

export default function Earnings({ loaderData }: Route.ComponentProps) {
  const { filters, error, allListings, listings, years, today, range, money } = loaderData;
  const words = earningsWords(money);
  const query = new URLSearchParams(
    Object.entries(filters).filter(([, value]) => value !== "" && /^\d+$/.test(value)),
  ).toString();
  const titles = Object.fromEntries(listings.map((l) => [l.id, l.title]));
  const currencies = Object.fromEntries(listings.map((l) => [l.id, l.currency]));
  const thisYear = Number(today.slice(0, 4));
  const yearOptions = [];
  for (
    let y = Math.max(years.last ?? thisYear, thisYear);
    y >= Math.min(years.first ?? thisYear, thisYear);
    y--
  )
    yearOptions.push({ value: String(y), label: String(y) });
  const period =
    filters.year && !error ? `${filters.year}` : `${monthLabel(range.first)} to ${monthLabel(range.last)}`;

  return (
    <>
      <UserPageHeading title="Earnings" lead={words.lead}>
        <Link
          to="/host/payouts"
          className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-5 py-2.5 text-sm font-semibold text-ink hover:bg-surface-2"
        >
          Payout account
        </Link>
        {allListings.length > 0 && (
          <a
            href={`/host/earnings.csv${query ? `?${query}` : ""}`}
            download
            className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-5 py-2.5 text-sm font-semibold text-ink hover:bg-surface-2"
          >
            <Icon name="download" className="size-4" />
            Download CSV
          </a>
        )}
      </UserPageHeading>

      {allListings.length === 0 ? (
        <EmptyState
          icon="house"
          title="No listings yet"
          action={{ to: LIST_YOUR_HOME, label: "List your home" }}
        >
          Once your home is listed and booked, each month's nights, occupancy and payouts appear here.
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Choose what to show">
            <SelectField
              label="Listing"
              name="listing"
              defaultValue={filters.listing}
              className="w-full sm:w-72"
              options={[
                { value: "", label: "All listings" },
                ...allListings.map((l) => ({ value: String(l.id), label: l.title || "Untitled listing" })),
              ]}
            />
            <SelectField
              label="Months"
              name="year"
              defaultValue={error ? "" : filters.year}
              className="w-full sm:w-64"
              error={error ?? undefined}
              options={[{ value: "", label: "Last 12 months and next 6" }, ...yearOptions]}
            />
            <button
              type="submit"
              className="inline-flex h-11 items-center rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong"
            >
              Show
            </button>
          </Form>

          {!loaderData.hasBookings ? (
            <EmptyState
              icon="wallet"
              title="No bookings yet"
              action={{ to: "/host/listings", label: "Your listings" }}
            >
              When travellers book your home, what they pay you appears here month by month, with a CSV for
              your accounts. A complete listing with clear photos and a fair price gets booked sooner.
            </EmptyState>
          ) : (
            <>
              <EarningsTiles tiles={loaderData.tiles} next={loaderData.next} today={today} money={money} />

              <Panel
                id="chart"
                title={filters.year && !error ? `Payouts in ${filters.year}` : "Payouts, the last 12 months"}
                description={words.chart}
              >
                <EarningsChart series={loaderData.chart} />
              </Panel>

              <Panel id="months" title="Month by month" description={`${period}. ${words.months}`}>
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
                title="Per listing"
                description={`Totals ${filters.year && !error ? "for" : "from"} ${period}.`}
              >
                <ListingTable summaries={loaderData.listingTotals} titles={titles} currencies={currencies} />
              </Panel>

              <HowEarningsAreCounted money={money} />
            </>
          )}
          <p className="text-sm text-muted">
            Need a change to a stay? See{" "}
            <Link
              to="/host/listings"
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              your listings
            </Link>
            .
          </p>
        </div>
      )}
    </>
  );
}
