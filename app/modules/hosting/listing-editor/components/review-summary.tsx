import { Icon } from "~/ui/icon";
import { Link } from "react-router";
import { AreaMapSlot } from "~/modules/maps/components/area-map-slot";
import type { TileSource } from "~/modules/maps/geo";
import { PetPolicyCard } from "~/modules/stays/components/pet-policy-card";
import { StayPhoto } from "~/modules/stays/components/stay-photo";
import type { PublicStay } from "~/modules/stays/public-stay";
import { formatMoney } from "~/shared/format";
import { stepLabel, stepPath, type StepKey } from "../listing-steps.ts";
import { placeAsShown, reviewSummary, type SummaryPart } from "../review-summary.ts";

const EDIT =
  "inline-flex shrink-0 items-center gap-1 rounded-full border border-line px-3 py-1 text-sm font-semibold text-ink hover:bg-surface-2";

function Part({
  listingId,
  step,
  title,
  children,
}: {
  listingId: number;
  step: StepKey;
  title: string;
  children: React.ReactNode;
}) {
  const id = `summary-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 id={id} className="font-semibold text-ink">
          {title}
        </h3>
        <Link
          to={stepPath(listingId, step)}
          className={EDIT}
          aria-label={`Edit ${title.toLowerCase()} (step ${stepLabel(step)})`}
        >
          <Icon name="pencil" className="size-3.5" /> Edit
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
  const parts = reviewSummary(stay, today, (cents) => formatMoney(cents, listing.currency));
  const part = (title: string) => parts.find((p) => p.title === title)!;
  const text = (title: string) => {
    const p = part(title);
    return (
      <Part key={title} listingId={listingId} step={p.step} title={p.title}>
        <Lines part={p} />
      </Part>
    );
  };
  const title = part("Title and description");
  const place = part("Place");
  return (
    <div className="grid gap-4">
      <Part listingId={listingId} step="description" title={title.title}>
        <p className="text-lg font-semibold break-words">{title.lines[0]}</p>
        <p className="mt-1 break-words text-muted">{title.lines[1]}</p>
      </Part>
      <Part listingId={listingId} step="photos" title="Photos">
        {stay.photos.length ? (
          <>
            <p>
              {stay.photos.length} {stay.photos.length === 1 ? "photo" : "photos"}; the first is the cover.
            </p>
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
          <p>No photos yet.</p>
        )}
      </Part>
      <Part listingId={listingId} step="place" title={place.title}>
        <Lines part={place} />
        {stay.area && (
          <div className="mt-3">
            <AreaMapSlot area={stay.area} tiles={mapTiles} place={placeAsShown(listing)} />
          </div>
        )}
      </Part>
      {text("Space")}
      <Part listingId={listingId} step="pets" title="Pets">
        <PetPolicyCard pet={stay.pet} currency={listing.currency} lang={listing.lang} />
      </Part>
      {text("Prices")}
      {text("Booking and availability")}
      {text("House rules and check-in")}
    </div>
  );
}
