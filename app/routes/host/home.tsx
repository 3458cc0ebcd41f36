import { LIST_YOUR_HOME } from "~/frame/nav-links";
import { signedInUser } from "~/modules/accounts/guards.server";
import { ListingList, NewListingLink } from "~/modules/hosting/components/listing-list";
import { TodayAtAGlance } from "~/modules/hosting/components/today-at-a-glance";
import { atAGlance, reservationRow } from "~/modules/hosting/reservations";
import { hostReservations } from "~/modules/hosting/reservations.server";
import { readerOf } from "~/modules/hosting/reader.server";
import { earningsMoneyFor, nextPayoutFor } from "~/modules/hosting/earnings/earnings.server";
import { ThreadList } from "~/modules/messages/components/thread-list";
import { threadRow } from "~/modules/messages/messages";
import { hostResponseFigures } from "~/modules/messages/inquiries.server";
import { listThreads } from "~/modules/messages/threads.server";
import { Link } from "react-router";
import { myListings } from "~/modules/hosting/hosting.server";
import { platformOf } from "~/platform/context";
import { pageMeta } from "~/site";
import { translatorFor } from "~/i18n/language.server";
import { metaLanguage } from "~/i18n/meta";
import { useFormat, useT } from "~/i18n/react";
import { EmptyState, Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/home";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [
  pageNamespaces("booking", "host", "inbox", "listingEditor", "payments", "stay", "trips"),
];

const RECENT_MESSAGES = 3;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("host.home");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

// The owner's usual reply time (messages.ts) as the catalogue's `typical` select names it.
const REPLY_TIMES: Record<string, string> = {
  "within an hour": "hour",
  "within a few hours": "hours",
  "within a day": "day",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const db = platform.database.db;
  const reader = await readerOf(db, request, user.id);
  const [listings, reservations, payout, threads, response] = await Promise.all([
    myListings(db, user.id),
    hostReservations(db, user.id, undefined, translatorFor(reader.locale, "host.reservations")("aGuest")),
    earningsMoneyFor(db, platform.env).then((money) => nextPayoutFor(db, user.id, new Date(), money)),
    listThreads(db, user.id, "hosting"),
    hostResponseFigures(db, user.id),
  ]);
  const row = (r: (typeof reservations)[number]) => reservationRow(r, reader);
  const glance = atAGlance(reservations);
  return {
    firstName: user.name.split(" ")[0] ?? "",
    listings: listings.filter((l) => l.status !== "archived"),
    glance: {
      requests: glance.requests.map(row),
      arriving: glance.arriving.map(row),
      staying: glance.staying.map(row),
      leaving: glance.leaving.map(row),
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
      amounts: payout.amounts.map((m) => ({ cents: m.cents, currency: m.currency })),
      stays: payout.bookings,
    },
  };
}

/** The hosting area's home: each listing's health, and what to do next. */
export default function HostHome({ loaderData }: Route.ComponentProps) {
  const { listings, firstName, glance, serverNow, nextPayout, messages, response } = loaderData;
  const needWork = listings.filter((l) => l.missing.length > 0);
  const live = listings.filter((l) => l.status === "published").length;
  const t = useT("host.home");
  const format = useFormat();
  return (
    <>
      <UserPageHeading
        title={firstName ? t("welcome", { name: firstName }) : t("title")}
        lead={
          listings.length === 0
            ? t("summaryEmpty")
            : listings.length === 1
              ? t(live === 1 ? (needWork.length ? "summaryLiveNeeds" : "summaryLive") : "summaryNotLive")
              : t(needWork.length ? "summaryManyNeeds" : "summaryMany", {
                  total: listings.length,
                  live,
                  needWork: needWork.length,
                })
        }
      >
        <NewListingLink />
      </UserPageHeading>
      {listings.length === 0 ? (
        <EmptyState
          icon="house"
          title={t("firstListing")}
          action={{ to: LIST_YOUR_HOME, label: t("listYourHome") }}
        >
          {t("firstListingBody")}
        </EmptyState>
      ) : (
        <div className="grid grid-cols-1 gap-6">
          <TodayAtAGlance glance={glance} serverNow={serverNow} />
          <Panel
            id="messages"
            title={t("recentMessages")}
            description={
              response
                ? t("responseFigures", {
                    rate: response.ratePct,
                    count: response.conversations,
                    typical: (response.typical && REPLY_TIMES[response.typical]) ?? "days",
                  })
                : t("responseNone")
            }
          >
            {messages.length === 0 ? (
              <p className="text-sm text-muted">{t("noMessages")}</p>
            ) : (
              <ThreadList threads={messages} />
            )}
            <Link
              to="/user/messages?filter=hosting"
              className="mt-3 inline-flex text-sm font-semibold text-primary hover:underline"
            >
              {t("allMessages")}
            </Link>
          </Panel>
          <Panel id="payout" title={t("nextPayout")} description={t("payoutDescription")}>
            {nextPayout ? (
              <p className="text-ink">
                <span className="text-2xl font-semibold tabular">
                  {nextPayout.amounts.map((m) => format.money(m.cents, m.currency)).join(" + ")}
                </span>{" "}
                <span className="text-muted">
                  {t("payoutDue", { date: format.date(nextPayout.dueOn), count: nextPayout.stays })}
                </span>
              </p>
            ) : (
              <p className="text-sm text-muted">{t("noPayout")}</p>
            )}
            <Link
              to="/host/earnings"
              className="mt-3 inline-flex text-sm font-semibold text-primary hover:underline"
            >
              {t("seeEarnings")}
            </Link>
          </Panel>
          <Panel id="health" title={t("yourListings")} description={t("yourListingsDescription")}>
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
