import { Icon } from "~/ui/icon";
import { Link } from "react-router";
import { AreaMapSlot } from "~/modules/maps/components/area-map-slot";
import type { TileSource } from "~/modules/maps/geo";
import { PetPolicyCard } from "~/modules/stays/components/pet-policy-card";
import { StayPhoto } from "~/modules/stays/components/stay-photo";
import type { PublicStay } from "~/modules/stays/public-stay";
import { useFormat, useT } from "~/i18n/react";
import { stepPath, type StepKey } from "../listing-steps.ts";
import { placeAsShown, reviewSummary, type SummaryPart, type SummaryWords } from "../review-summary.ts";

const EDIT =
  "inline-flex shrink-0 items-center gap-1 rounded-full border border-line px-3 py-1 text-sm font-semibold text-ink hover:bg-surface-2";

function Part({
  listingId,
  step,
  id: key,
  title,
  children,
}: {
  listingId: number;
  step: StepKey;
  /** The part's own name, for its heading's id (the title is in the reader's language). */
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  const t = useT("listingEditor.review");
  const stepName = useT("listingEditor.step");
  const id = `summary-${key}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 id={id} className="font-semibold text-ink">
          {title}
        </h3>
        <Link
          to={stepPath(listingId, step)}
          className={EDIT}
          aria-label={t("editLabel", { part: title.toLowerCase(), step: stepName(step) })}
        >
          <Icon name="pencil" className="size-3.5" /> {t("edit")}
        </Link>
      </div>
      <div className="mt-2 text-sm leading-6 text-ink">{children}</div>
    </section>
  );
}

const Lines = ({ part }: { part: SummaryPart }) => (
  <ul className="grid gap-1">
    {part.lines.map((line, i) => (
      <li key={i} className={i === 0 && part.step === "description" ? "" : "break-words"}>
        {line}
      </li>
    ))}
  </ul>
);

/**
 * The review step's summary of everything travellers will see, part by part, each with a link to
 * the step that edits it: made from the stay's public view (what the stay page shows), the pet
 * policy card and the approximate area drawn as on that page.
 */
export function ReviewSummary({
  listingId,
  stay,
  today,
  mapTiles,
}: {
  listingId: number;
  stay: PublicStay;
  today: string;
  mapTiles: TileSource;
}) {
  const { listing } = stay;
  const t = useT("listingEditor.review");
  const words = useSummaryWords(listing.currency);
  const parts = reviewSummary(stay, today, words);
  const part = (key: SummaryPart["key"]) => parts.find((p) => p.key === key)!;
  const text = (key: SummaryPart["key"]) => {
    const p = part(key);
    return (
      <Part key={key} id={key} listingId={listingId} step={p.step} title={p.title}>
        <Lines part={p} />
      </Part>
    );
  };
  const title = part("title");
  const place = part("place");
  return (
    <div className="grid gap-4">
      <Part listingId={listingId} step="description" id="title" title={title.title}>
        <p className="text-lg font-semibold break-words">{title.lines[0]}</p>
        <p className="mt-1 break-words text-muted">{title.lines[1]}</p>
      </Part>
      <Part listingId={listingId} step="photos" id="photos" title={t("photos")}>
        {stay.photos.length ? (
          <>
            <p>{t("photoCount", { count: stay.photos.length })}</p>
            <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
              {stay.photos.slice(0, 5).map((photo, i) => (
                <li key={photo.storageKey}>
                  <StayPhoto
                    photo={photo}
                    sizes="(min-width: 640px) 160px, 30vw"
                    className={`aspect-[4/3] w-full rounded-xl object-cover ${i === 0 ? "ring-2 ring-primary" : ""}`}
                  />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t("noPhotos")}</p>
        )}
      </Part>
      <Part listingId={listingId} step="place" id="place" title={place.title}>
        <Lines part={place} />
        {stay.area && (
          <div className="mt-3">
            <AreaMapSlot area={stay.area} tiles={mapTiles} place={placeAsShown(listing)} />
          </div>
        )}
      </Part>
      {text("space")}
      <Part listingId={listingId} step="pets" id="pets" title={t("pets")}>
        <PetPolicyCard pet={stay.pet} currency={listing.currency} lang={listing.lang} />
      </Part>
      {text("prices")}
      {text("booking")}
      {text("rules")}
    </div>
  );
}

/** The summary's words and formats in the page's language (the stay page's names for amenities and rules). */
function useSummaryWords(currency: string): SummaryWords {
  const format = useFormat();
  const say = (t: ReturnType<typeof useT>) => t as unknown as SummaryWords["t"];
  return {
    t: say(useT("listingEditor.review.summary")),
    rules: say(useT("stay.rules")),
    amenity: useT("stay.amenity"),
    type: useT("stay.card.type"),
    policy: useT("stay.page.cancellationTerms"),
    money: (cents) => format.money(cents, currency),
    date: (iso) => format.date(iso),
    number: format.number,
    percent: format.percent,
    list: format.list,
    clock: (time) => format.clock(time),
  };
}
