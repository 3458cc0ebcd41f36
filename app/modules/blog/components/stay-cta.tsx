import { PlaceSearch } from "~/modules/stays/components/place-search";
import { useT } from "~/i18n/react";

/** A search box into stays, for the end of articles and tag pages. */
export function StayCta({ id = "stay-cta" }: { id?: string }) {
  const t = useT("blog");
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-3xl bg-primary p-6 text-on-primary shadow-card sm:p-8"
    >
      <h2 id={`${id}-heading`} className="text-xl sm:text-2xl">
        {t("cta.heading")}
      </h2>
      <p className="mt-2 max-w-xl opacity-90">{t("cta.lead")}</p>
      <PlaceSearch id={id} buttonLabel={t("cta.search")} className="mt-5 max-w-xl flex-col sm:flex-row" />
    </section>
  );
}
