import { useRef } from "react";
import { data, Form, Link } from "react-router";
import { useScrollEdges } from "~/ui/scroll-edges";
import { signedInUser } from "~/modules/accounts/guards.server";
import { ReservationList } from "~/modules/hosting/components/reservation-list";
import {
  isReservationTab,
  RESERVATION_TABS,
  reservationRow,
  TAB_LABELS,
  type ReservationTab,
} from "~/modules/hosting/reservations";
import { hostListingChoices, hostReservations } from "~/modules/hosting/reservations.server";
import { guestRecords } from "~/modules/reviews/guest-record.server";
import { recordSummary } from "~/modules/reviews/guest-record";
import { handlesFor, travellerPath } from "~/modules/profiles/public-handle.server";
import { platformOf } from "~/platform/context";
import { searchParamsOf } from "~/shared/http.server";
import { parseSerialId } from "~/shared/ids";
import { pageMeta } from "~/site";
import { SelectField } from "~/ui/form";
import { EmptyState, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/reservations";

export const meta = () => pageMeta("Reservations", "Requests to answer and stays in your homes.");

const EMPTY: Record<ReservationTab, string> = {
  requests: "No request is waiting for an answer. New ones appear here, and you are told at once.",
  upcoming: "No confirmed stay is coming up yet.",
  current: "Nobody is staying in your homes today.",
  past: "Stays that are over appear here.",
  cancelled: "Declined, cancelled and expired bookings appear here.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const params = searchParamsOf(request);
  const db = platform.database.db;
  const choices = await hostListingChoices(db, user.id);
  const listingParam = params.get("listing") ?? "";
  const listingId = listingParam === "" ? undefined : parseSerialId(listingParam);
  // Someone else's listing (or no listing at all) is not one of the filter's choices.
  if (listingId === null || (listingId !== undefined && !choices.some((c) => c.id === listingId)))
    throw data("We couldn't find that listing among yours.", { status: 404 });
  const all = await hostReservations(db, user.id, listingId);
  const counts = Object.fromEntries(
    RESERVATION_TABS.map((tab) => [tab, all.filter((r) => r.tab === tab).length]),
  ) as Record<ReservationTab, number>;
  const asked = params.get("tab");
  const tab: ReservationTab = isReservationTab(asked)
    ? asked
    : counts.requests > 0
      ? "requests"
      : counts.current > 0
        ? "current"
        : "upcoming";
  const rows = all.filter((r) => r.tab === tab);
  // Upcoming and requests read soonest first; the others newest first.
  if (tab === "upcoming" || tab === "requests") rows.reverse();
  const [records, handles] = await Promise.all([
    guestRecords(
      db,
      rows.map((r) => r.guestId),
    ),
    handlesFor(
      db,
      rows.map((r) => r.guestId),
    ),
  ]);
  return {
    tab,
    counts,
    listingId: listingId ?? null,
    choices,
    // Beside each row, the guest's record from earlier stays (what owners decide requests by).
    rows: rows.map((r) => ({
      ...reservationRow(r),
      record: recordSummary(records.get(r.guestId)!),
      travellerHref: travellerPath(handles.get(r.guestId)!),
    })),
    serverNow: new Date().toISOString(),
  };
}

export default function Reservations({ loaderData }: Route.ComponentProps) {
  const { tab, counts, listingId, choices, rows, serverNow } = loaderData;
  const lists = useRef<HTMLElement>(null);
  useScrollEdges(lists);
  const query = (t: ReservationTab) =>
    `?${new URLSearchParams({ tab: t, ...(listingId ? { listing: String(listingId) } : {}) })}`;
  return (
    <>
      <UserPageHeading
        title="Reservations"
        lead={
          counts.requests > 0
            ? `${counts.requests} ${counts.requests === 1 ? "request is" : "requests are"} waiting for your answer.`
            : "Requests to answer, and every stay in your homes."
        }
      />
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <nav ref={lists} aria-label="Reservation lists" className="scroll-edges -mx-4 overflow-x-auto px-4">
          <ul className="flex gap-1">
            {RESERVATION_TABS.map((t) => (
              <li key={t} className="shrink-0">
                <Link
                  to={query(t)}
                  aria-current={t === tab ? "page" : undefined}
                  className={`inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold ${
                    t === tab ? "bg-primary text-on-primary" : "bg-surface-2 text-ink hover:bg-primary-soft"
                  }`}
                >
                  {TAB_LABELS[t]}
                  <span className={t === tab ? "" : "text-muted"}>{counts[t]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {choices.length > 1 && (
          <Form method="get" className="flex items-end gap-2">
            <input type="hidden" name="tab" value={tab} />
            <SelectField
              label="Listing"
              name="listing"
              defaultValue={listingId ?? ""}
              options={[
                { value: "", label: "All listings" },
                ...choices.map((c) => ({ value: String(c.id), label: c.title })),
              ]}
              className="w-56"
            />
            <button
              type="submit"
              className="rounded-full border border-line px-4 py-2.5 text-sm font-semibold text-ink hover:bg-surface-2"
            >
              Show
            </button>
          </Form>
        )}
      </div>
      {rows.length === 0 ? (
        <EmptyState icon="calendar-check" title={`${TAB_LABELS[tab]}: none`}>
          {EMPTY[tab]}
        </EmptyState>
      ) : (
        <ReservationList rows={rows} serverNow={serverNow} showListing={!listingId} />
      )}
    </>
  );
}
