import type { ReactNode } from "react";
import { StayPhoto } from "~/modules/stays/components/stay-photo";
import { isIsoDate } from "~/shared/dates";
import { useFormat, useT } from "~/i18n/react";
import type { PhotoRef } from "~/modules/stays/stays";

/** The stay at a glance: photo, name, place, dates; beside every booking step. */
export function StaySummary({
  photo,
  title,
  place,
  checkIn,
  checkOut,
  children,
}: {
  photo: PhotoRef | null;
  title: string;
  place: string;
  checkIn?: string;
  checkOut?: string;
  children?: ReactNode;
}) {
  const t = useT("booking.aside");
  const format = useFormat();
  return (
    <div className="overflow-hidden rounded-3xl border border-line bg-surface shadow-card">
      <StayPhoto photo={photo} sizes="(min-width: 1024px) 24rem, 100vw" className="aspect-[16/9] w-full" />
      <div className="grid gap-4 p-5">
        <div>
          <p className="text-lg font-semibold text-ink">{title}</p>
          <p className="text-sm text-muted">{place}</p>
          {/* The booking page passes the dates as typed: only real dates are shown. */}
          {checkIn && checkOut && isIsoDate(checkIn) && isIsoDate(checkOut) && (
            <p className="mt-2 text-sm text-ink">
              {t("dates", { checkIn: format.date(checkIn), checkOut: format.date(checkOut) })}
            </p>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}
