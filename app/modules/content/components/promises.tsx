import { Icon } from "~/ui/icon";
import { useT } from "~/i18n/react";

/** Each promise's icon and its messages (home.promises.<key>Title / <key>Text). */
const promises = [
  { icon: "paw-print", key: "rules" },
  { icon: "receipt", key: "price" },
  { icon: "shield-check", key: "booked" },
] as const;

/** The site's three promises to travellers (home page). */
export function Promises() {
  const t = useT("home.promises");
  return (
    <section aria-labelledby="promise" className="border-y border-line bg-surface">
      <div className="container-page py-16">
        <h2 id="promise" className="text-2xl text-ink sm:text-3xl">
          {t("heading")}
        </h2>
        <div className="mt-8 grid gap-8 md:grid-cols-3">
          {promises.map(({ icon, key }) => (
            <div key={key}>
              <Icon name={icon} className="size-7 text-accent" />
              <h3 className="mt-3 text-lg text-ink">{t(`${key}Title`)}</h3>
              <p className="mt-2 leading-7 text-muted">{t(`${key}Text`)}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
