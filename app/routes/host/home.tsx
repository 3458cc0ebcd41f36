import { LIST_YOUR_HOME } from "~/frame/nav-links";
import { signedInUser } from "~/modules/accounts/guards.server";
import { ListingList, NewListingLink } from "~/modules/hosting/components/listing-list";
import { TodayAtAGlance } from "~/modules/hosting/components/today-at-a-glance";
import { atAGlance, reservationRow } from "~/modules/hosting/reservations";
import { listingsSummary } from "~/modules/hosting/listing-editor/listing-rules";
import { hostReservations } from "~/modules/hosting/reservations.server";
import { earningsMoneyFor, nextPayoutFor } from "~/modules/hosting/earnings/earnings.server";
import { ThreadList } from "~/modules/messages/components/thread-list";
import { threadRow } from "~/modules/messages/messages";
import { hostResponseFigures } from "~/modules/messages/inquiries.server";
import { listThreads } from "~/modules/messages/threads.server";
import { formatDate, formatMoney } from "~/shared/format";
import { Link } from "react-router";
import { myListings } from "~/modules/hosting/hosting.server";
import { platformOf } from "~/platform/context";
import { pageMeta } from "~/site";
import { EmptyState, Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/home";

const RECENT_MESSAGES = 3;

export const meta = () => pageMeta("Hosting", "Your homes on Pet Friendly Rentals by Owner.");

export async function loader({ context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const db = platform.database.db;
  const [listings, reservations, payout, threads, response] = await Promise.all([
    myListings(db, user.id),
    hostReservations(db, user.id),
    earningsMoneyFor(db, platform.env).then((money) => nextPayoutFor(db, user.id, new Date(), money)),
    listThreads(db, user.id, "hosting"),
    hostResponseFigures(db, user.id),
  ]);
  const glance = atAGlance(reservations);
  return {
    firstName: user.name.split(" ")[0] ?? "",
    listings: listings.filter((l) => l.status !== "archived"),
    glance: {
      requests: glance.requests.map(reservationRow),
      arriving: glance.arriving.map(reservationRow),
      staying: glance.staying.map(reservationRow),
      leaving: glance.leaving.map(reservationRow),
    },
    serverNow: new Date().toISOString(),
    // The latest conversations with guests (the inbox has them all).
    messages: threads.slice(0, RECENT_MESSAGES).map(threadRow),
    response: response && {
      ratePct: response.ratePct,
      typical: response.typical,
      conversations: response.conversations,
    },
    nextPayout: payout && {
      dueOn: payout.dueOn,
      amount: payout.amounts.map((m) => formatMoney(m.cents, m.currency)).join(" + "),
      stays: payout.bookings,
    },
  };
}

/** The hosting area's home: each listing's health, and what to do next. */
export default function HostHome({ loaderData }: Route.ComponentProps) {
  const { listings, firstName, glance, serverNow, nextPayout, messages, response } = loaderData;
  const needWork = listings.filter((l) => l.missing.length > 0);
  const live = listings.filter((l) => l.status === "published").length;
  return (
    <>
      <UserPageHeading
        title={firstName ? `Welcome, ${firstName}` : "Hosting"}
        lead={listingsSummary(listings.length, live, needWork.length)}
      >
        <NewListingLink />
      </UserPageHeading>
      {listings.length === 0 ? (
        <EmptyState
          icon="house"
          title="Your first listing"
          action={{ to: LIST_YOUR_HOME, label: "List your home" }}
        >
          Eight short steps: the place, its space, photos, your pet policy, a description, prices and how
          guests book. Your progress is saved at every step.
        </EmptyState>
      ) : (
        <div className="grid grid-cols-1 gap-6">
          <TodayAtAGlance glance={glance} serverNow={serverNow} />
          <Panel
            id="messages"
            title="Recent messages"
            description={
              response
                ? `Over the last 90 days you answered ${response.ratePct}% of ${response.conversations} ${response.conversations === 1 ? "conversation" : "conversations"} within a day${response.typical ? `, typically ${response.typical}` : ""}. Travellers see this beside your stays.`
                : "Questions from travellers and your guests. How fast you answer is shown beside your stays."
            }
          >
            {messages.length === 0 ? (
              <p className="text-sm text-muted">
                No messages yet: travellers ask from your stays' pages with “Contact the owner”.
              </p>
            ) : (
              <ThreadList threads={messages} />
            )}
            <Link
              to="/user/messages?filter=hosting"
              className="mt-3 inline-flex text-sm font-semibold text-primary hover:underline"
            >
              All messages
            </Link>
          </Panel>
          <Panel
            id="payout"
            title="Next payout"
            description="The guest pays you directly; no booking fee is taken."
          >
            {nextPayout ? (
              <p className="text-ink">
                <span className="text-2xl font-semibold tabular">{nextPayout.amount}</span>{" "}
                <span className="text-muted">
                  due {formatDate(nextPayout.dueOn)} from {nextPayout.stays}{" "}
                  {nextPayout.stays === 1 ? "stay" : "stays"}
                </span>
              </p>
            ) : (
              <p className="text-sm text-muted">
                No payment is expected yet: confirmed stays add theirs here.
              </p>
            )}
            <Link
              to="/host/earnings"
              className="mt-3 inline-flex text-sm font-semibold text-primary hover:underline"
            >
              See your earnings
            </Link>
          </Panel>
          <Panel
            id="health"
            title="Your listings"
            description="What each still needs before travellers can book it."
          >
            <ListingList
              listings={
                needWork.length > 0
                  ? [...needWork, ...listings.filter((l) => l.missing.length === 0)]
                  : listings
              }
            />
          </Panel>
        </div>
      )}
    </>
  );
}
