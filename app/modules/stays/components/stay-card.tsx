import { Icon } from "~/ui/icon";
import { Link } from "react-router";
import { FitBadge } from "~/modules/pets/components/fit-badge";
import { useFormat, useT } from "~/i18n/react";
import { type StayCard as Card } from "../stays";
import { PetPolicyLine } from "./pet-policy-line";
import { Rating } from "./rating";
import { StayPhoto } from "./stay-photo";
import type { ImageRole } from "~/ui/image-loading";

function PriceLine({ stay, perMonth }: { stay: Card; perMonth: boolean }) {
  const t = useT("stay.card");
  const format = useFormat();
  if (stay.quote) {
    return (
      <p className="text-ink">
        <span className="text-lg font-bold tabular">
          {t("total", { amount: format.money(stay.quote.totalCents, stay.currency) })}
        </span>
        <span className="text-sm text-muted"> · {t("nights", { count: stay.quote.nights })}</span>
        <span className="block text-xs text-muted">{t("allIncluded")}</span>
      </p>
    );
  }
  // The headline rate (a month's when asked for and set, else a night's) and the other beside it.
  const monthly = perMonth && stay.monthlyRateCents ? stay.monthlyRateCents : null;
  const rate = (cents: number, unit: "month" | "night") => ({
    amount: format.money(cents, stay.currency),
    unit,
  });
  const main = monthly ? rate(monthly, "month") : rate(stay.nightlyRateCents, "night");
  const other = perMonth
    ? rate(stay.nightlyRateCents, "night")
    : stay.monthlyRateCents
      ? rate(stay.monthlyRateCents, "month")
      : null;
  return (
    <p className="text-ink">
      <span className="text-lg font-bold tabular">{main.amount}</span>
      <span className="text-sm text-muted"> / {t("per", { unit: main.unit })}</span>
      {other && other.unit !== main.unit && (
        <span className="block text-xs text-muted tabular">
          {t("or", { amount: other.amount, unit: other.unit })}
        </span>
      )}
    </p>
  );
}

/**
 * A stay in the results: photo, place, title, the pet policy at a glance and the
 * price (the total for the dates when given). The slot `data-slot="wishlist"`
 * holds the wishlist heart.
 */
export function StayCard({
  stay,
  href,
  view = "grid",
  perMonth = false,
  imageRole = "lazy",
  headingLevel = 3,
  wishlist,
}: {
  stay: Card;
  href: string;
  view?: "grid" | "list";
  perMonth?: boolean;
  /** "lcp" for the card whose picture is the page's largest (decision 4020). */
  imageRole?: ImageRole;
  /** 2 where the cards sit right under the page's h1 (search), 3 under a section's h2. */
  headingLevel?: 2 | 3;
  wishlist?: React.ReactNode;
}) {
  const t = useT("stay.card");
  const format = useFormat();
  const list = view === "list";
  const headingId = `stay-${stay.id}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      aria-labelledby={headingId}
      className={`group relative flex w-full overflow-hidden rounded-3xl border border-line bg-surface shadow-card transition hover:-translate-y-0.5 hover:shadow-pop ${
        list ? "flex-col sm:flex-row" : "flex-col"
      }`}
    >
      <div className={`relative shrink-0 ${list ? "sm:w-72 lg:w-80" : ""}`}>
        <StayPhoto
          photo={stay.photo}
          role={imageRole}
          sizes={
            list
              ? "(min-width: 640px) 320px, 100vw"
              : "(min-width: 1280px) 300px, (min-width: 640px) 45vw, 100vw"
          }
          className="aspect-[4/3] h-full w-full"
        />
        {stay.instantBook && (
          <span className="absolute start-3 top-3 inline-flex items-center gap-1 rounded-full bg-surface/95 px-2.5 py-1 text-xs font-semibold text-ink shadow-card">
            <Icon name="zap" className="size-3.5 text-accent" /> {t("instantBook")}
          </span>
        )}
        <div data-slot="wishlist" className="absolute end-3 top-3 z-10">
          {wishlist}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <div className="flex items-center justify-between gap-2 text-sm text-muted">
          <span className="truncate">
            {t(`type.${stay.propertyType}`)} ·{" "}
            <span lang={stay.lang} dir="auto">
              {stay.city}, {stay.region}
            </span>
          </span>
          <Rating value={stay.ratingAvg} count={stay.ratingCount} className="shrink-0" />
        </div>
        <Heading id={headingId} className="text-base leading-snug font-semibold text-ink">
          <Link
            to={href}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-primary"
          >
            <span lang={stay.lang} dir="auto">
              {stay.title}
            </span>
          </Link>
        </Heading>
        <p className="flex items-start gap-1.5 text-sm font-medium text-primary">
          <Icon name="paw-print" className="mt-0.5 size-4 shrink-0" />
          <span>
            <PetPolicyLine policy={stay.pet} currency={stay.currency} />
          </span>
        </p>
        {stay.fit && <FitBadge fit={stay.fit} currency={stay.currency} />}
        {list && (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1">
              <Icon name="bed-double" className="size-4" />
              {t("bedrooms", { count: stay.bedrooms })}
            </span>
            <span className="inline-flex items-center gap-1">
              <Icon name="users" className="size-4" />
              {t("upToGuests", { count: stay.maxGuests })}
            </span>
          </p>
        )}
        <div className="mt-auto pt-2">
          <PriceLine stay={stay} perMonth={perMonth} />
          {stay.quote && stay.quote.depositCents > 0 && (
            <p className="text-xs text-muted tabular">
              {t("deposit", { amount: format.money(stay.quote.depositCents, stay.currency) })}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
