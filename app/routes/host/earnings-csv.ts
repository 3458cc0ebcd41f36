import { data } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { earningsCsv, parseEarningsFilters } from "~/modules/hosting/earnings/earnings";
import { earningsMoneyFor, loadEarnings } from "~/modules/hosting/earnings/earnings.server";
import { platformOf } from "~/platform/context";
import { translatorFor } from "~/i18n/language.server";
import { readerLocale } from "~/modules/profiles/language.server";
import type { Route } from "./+types/earnings-csv";

/**
 * The earnings page's figures as a CSV for an accountant: one line per amount due (each
 * installment of a stay, or what a cancellation left; when the site takes the payment, each
 * payout with its commission, status and payment day), with the same filters as the page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const parsed = parseEarningsFilters(new URL(request.url).searchParams);
  if (!parsed.ok) throw data(parsed.error, { status: parsed.status });
  const { db } = platform.database;
  const earnings = await loadEarnings(
    db,
    user.id,
    parsed,
    new Date(),
    await earningsMoneyFor(db, platform.env),
  );
  if (!earnings) throw data("We couldn't find that listing among yours.", { status: 404 });
  const name = `earnings-${parsed.year ?? `${earnings.range.first}-to-${earnings.range.last}`}${
    parsed.listingId === null ? "" : `-listing-${parsed.listingId}`
  }.csv`;
  // The headings in the downloader's language; the cells stay plain data for spreadsheets.
  const say = translatorFor(await readerLocale(db, request, user.id), "hostEarnings.csv");
  const csv = earningsCsv(earnings.lines, earnings.listings, earnings.today, (column) => say(column));
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names with accents).
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
