import { useRef } from "react";
import { data, Form, Link } from "react-router";
import { useScrollEdges } from "~/ui/scroll-edges";
import { signedInUser } from "~/modules/accounts/guards.server";
import { ReservationList } from "~/modules/hosting/components/reservation-list";
import {
  isReservationTab,
  RESERVATION_TABS,
  reservationRow,
  type ReservationTab,
} from "~/modules/hosting/reservations";
import { hostListingChoices, hostReservations } from "~/modules/hosting/reservations.server";
import { guestRecords } from "~/modules/reviews/guest-record.server";
import { recordLine } from "~/modules/hosting/record-line";
import { readerOf } from "~/modules/hosting/reader.server";
import { translatorFor } from "~/i18n/language.server";
import { metaLanguage } from "~/i18n/meta";
import { useFormat, useT } from "~/i18n/react";
import { handlesFor, travellerPath } from "~/modules/profiles/public-handle.server";
import { platformOf } from "~/platform/context";
import { searchParamsOf } from "~/shared/http.server";
import { parseSerialId } from "~/shared/ids";
import { pageMeta } from "~/site";
import { SelectField } from "~/ui/form";
import { EmptyState, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/reservations";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [
  pageNamespaces("booking", "host", "payments", "stay", "trips"),
];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("host.reservations");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const params = searchParamsOf(request);
  const db = platform.database.db;
  const choices = await hostListingChoices(db, user.id);
  const listingParam = params.get("listing") ?? "";
  const listingId = listingParam === "" ? undefined : parseSerialId(listingParam);
  // Someone else's listing (or no listing at all) is not one of the filter's choices.
  const reader = await readerOf(db, request, user.id);
  const words = translatorFor(reader.locale, "host.reservations");
  if (listingId === null || (listingId !== undefined && !choices.some((c) => c.id === listingId)))
    throw data(words("noListing"), { status: 404 });
  const all = await hostReservations(db, user.id, listingId, words("aGuest"));
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
  const say = translatorFor(reader.locale, "host.record");
  const decimal = new Intl.NumberFormat(reader.tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    tab,
    counts,
    listingId: listingId ?? null,
    choices,
    // Beside each row, the guest's record from earlier stays (what owners decide requests by).
    rows: rows.map((r) => ({
      ...reservationRow(r, reader),
      record: recordLine(records.get(r.guestId)!, say, (n) => decimal.format(n)),
      travellerHref: handles.has(r.guestId) ? travellerPath(handles.get(r.guestId)!) : undefined,
    })),
    serverNow: new Date().toISOString(),
  };
}

export default function Reservations({ loaderData }: Route.ComponentProps) {
  const { tab, counts, listingId, choices, rows, serverNow } = loaderData;
  const lists = useRef<HTMLElement>(null);
  const t = useT("host.reservations");
  const format = useFormat();
  useScrollEdges(lists);
  const query = (list: ReservationTab) =>
    `?${new URLSearchParams({ tab: list, ...(listingId ? { listing: String(listingId) } : {}) })}`;
  return (
    <>
      <UserPageHeading
        title={t("title")}
        lead={counts.requests > 0 ? t("waiting", { count: counts.requests }) : t("lead")}
      />
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <nav ref={lists} aria-label={t("lists")} className="scroll-edges -mx-4 overflow-x-auto px-4">
          <ul className="flex gap-1">
            {RESERVATION_TABS.map((list) => (
              <li key={list} className="shrink-0">
                <Link
                  to={query(list)}
                  aria-current={list === tab ? "page" : undefined}
                  className={`inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold ${
                    list === tab
                      ? "bg-primary text-on-primary"
                      : "bg-surface-2 text-ink hover:bg-primary-soft"
                  }`}
                >
                  {t(`tab.${list}`)}
                  <span className={list === tab ? "" : "text-muted"}>{format.number(counts[list])}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {choices.length > 1 && (
          <Form method="get" className="flex items-end gap-2">
            <input type="hidden" name="tab" value={tab} />
            <SelectField
              label={t("listing")}
              name="listing"
              defaultValue={listingId ?? ""}
              options={[
                { value: "", label: t("allListings") },
                ...choices.map((c) => ({ value: String(c.id), label: c.title })),
              ]}
              className="w-56"
            />
            <button
              type="submit"
              className="rounded-full border border-line px-4 py-2.5 text-sm font-semibold text-ink hover:bg-surface-2"
            >
              {t("show")}
            </button>
          </Form>
        )}
      </div>
      {rows.length === 0 ? (
        <EmptyState icon="calendar-check" title={t("none", { list: t(`tab.${tab}`) })}>
          {t(`empty.${tab}`)}
        </EmptyState>
      ) : (
        <ReservationList rows={rows} serverNow={serverNow} showListing={!listingId} />
      )}
    </>
  );
}
