import { Icon } from "~/ui/icon";
import { data, Form, Link } from "react-router";
import { LIST_YOUR_HOME } from "~/frame/nav-links";
import { signedInUser } from "~/modules/accounts/guards.server";
import {
  EarningsChart,
  EarningsTiles,
  ListingTable,
  monthLabel,
  MonthTable,
} from "~/modules/hosting/earnings/components/earnings-view";
import { parseEarningsFilters } from "~/modules/hosting/earnings/earnings";
import { loadEarnings } from "~/modules/hosting/earnings/earnings.server";
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
  const earnings = await loadEarnings(platform.database.db, user.id, filters);
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
  const { filters, error, allListings, listings, years, today, range } = loaderData;
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
      <UserPageHeading
        title="Earnings"
        lead="What your stays bring in. Guests pay you directly by the payment terms: the whole stay at check-in, or each 30 nights on their first day for a month or more. There are no booking fees."
      >
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
              <EarningsTiles tiles={loaderData.tiles} next={loaderData.next} today={today} />

              <Panel
                id="chart"
                title={filters.year && !error ? `Payouts in ${filters.year}` : "Payouts, the last 12 months"}
                description="What reached you (or is due) each month, by the payment terms."
              >
                <EarningsChart series={loaderData.chart} />
              </Panel>

              <Panel
                id="months"
                title="Month by month"
                description={`${period}. Past months are paid by the schedule; this month and later are expected.`}
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
                title="Per listing"
                description={`Totals ${filters.year && !error ? "for" : "from"} ${period}.`}
              >
                <ListingTable summaries={loaderData.listingTotals} titles={titles} currencies={currencies} />
              </Panel>

              <section
                aria-labelledby="counted-heading"
                className="rounded-3xl bg-surface-2 p-5 text-sm leading-6 sm:p-7"
              >
                <h2 id="counted-heading" className="text-base text-ink">
                  How these figures are counted
                </h2>
                <ul className="mt-2 list-disc space-y-1 ps-5 text-muted">
                  <li>
                    Gross is what the guest pays, counted on the day each payment is due; the refundable pet
                    deposit goes back to the guest and is not counted. A cancelled stay counts what you kept
                    (the total less the refund) on the day it was cancelled.
                  </li>
                  <li>Lodging tax is included in gross: you collect it for the tax authorities.</li>
                  <li>
                    Site fees are always 0: the site charges no booking fee, so your payout is the gross.
                  </li>
                  <li>
                    Occupancy is booked nights out of every night of the month (this month counts all its
                    nights); blocked nights are not taken out yet.
                  </li>
                  <li>Amounts in different currencies are never added together.</li>
                </ul>
              </section>
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
