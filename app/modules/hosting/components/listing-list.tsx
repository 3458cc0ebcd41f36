import { Icon } from "~/ui/icon";
import { Link } from "react-router";
import { StayPhoto } from "~/modules/stays/components/stay-photo";
import { stayPath } from "~/modules/stays/stays";
import { useFormat, useT } from "~/i18n/react";
import type { MyListing } from "../hosting.server.ts";
import { NEW_LISTING_PATH, stepPath } from "../listing-editor/listing-steps.ts";
import { ListingStatusBadge } from "./listing-status-badge";

/** The host's listings, each with its status and health: what it still needs, where to fix it. */
/** The hosting pages' "New listing" button. */
export function NewListingLink() {
  const t = useT("host.listingList");
  return (
    <Link
      to={NEW_LISTING_PATH}
      className="inline-flex items-center gap-2 rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-on-primary hover:bg-primary-strong"
    >
      <Icon name="plus" className="size-4" /> {t("newListing")}
    </Link>
  );
}

export function ListingList({ listings }: { listings: MyListing[] }) {
  const t = useT("host.listingList");
  const step = useT("listingEditor.step");
  const format = useFormat();
  return (
    <ul className="grid gap-4">
      {listings.map((listing) => {
        const next = listing.missing[0];
        const title = listing.title || t("untitled");
        // In a button's name, mid-sentence: "Edit untitled listing".
        const named = listing.title || t("untitledInLabel");
        return (
          <li
            key={listing.id}
            className="grid gap-4 rounded-3xl border border-line bg-surface p-4 shadow-card sm:grid-cols-[9rem_minmax(0,1fr)_auto] sm:items-center"
          >
            <StayPhoto
              photo={listing.cover}
              sizes="9rem"
              className="aspect-[4/3] w-full rounded-2xl sm:w-36"
            />
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <ListingStatusBadge status={listing.status} />
                {listing.status === "snoozed" && listing.snoozedUntil && (
                  <span className="text-xs text-muted">
                    {t("until", { date: format.date(listing.snoozedUntil) })}
                  </span>
                )}
              </div>
              <h3 className="mt-1.5 written-line text-lg font-semibold text-ink" dir="auto">
                {title}
              </h3>
              <p className="text-sm text-muted">
                {t("placePhotos", {
                  place: [listing.city, listing.country].filter(Boolean).join(", "),
                  count: listing.photoCount,
                })}
              </p>
              {listing.status !== "archived" &&
                (next ? (
                  <Link
                    to={stepPath(listing.id, next.step)}
                    className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-danger hover:underline"
                  >
                    {t("toDo", { count: listing.missing.length, step: step(next.step) })}{" "}
                    <Icon name="arrow-right" className="size-4" />
                  </Link>
                ) : (
                  <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
                    <Icon name="circle-check" className="size-4" /> {t("complete")}
                  </p>
                ))}
            </div>
            <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
              <Link
                to={`/host/listings/${listing.id}`}
                aria-label={t("editLabel", { title: named })}
                className="inline-flex items-center justify-center gap-1.5 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-on-primary hover:bg-primary-strong"
              >
                <Icon name="pencil" className="size-4" /> {t("edit")}
              </Link>
              {listing.status !== "archived" && (
                <Link
                  to={`/host/listings/${listing.id}/calendar`}
                  aria-label={t("calendarLabel", { title: named })}
                  className="inline-flex items-center justify-center gap-1.5 rounded-full border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-surface-2"
                >
                  <Icon name="calendar-days" className="size-4" /> {t("calendar")}
                </Link>
              )}
              {listing.status !== "archived" && (
                <Link
                  to={stayPath(listing.slug)}
                  aria-label={t(listing.status === "published" ? "viewLabel" : "previewLabel", {
                    title: named,
                  })}
                  className="inline-flex items-center justify-center rounded-full border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-surface-2"
                >
                  {t(listing.status === "published" ? "view" : "preview")}
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
