import { Link } from "react-router";
import { SEARCH_PATH } from "~/site";
import { AppearanceControls } from "~/ui/appearance-controls";
import { useFormat, useLocalize, useT } from "~/i18n/react";
import { LogoMark } from "./logo.tsx";
import { ListYourHomeLink } from "./list-your-home.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";

/** The footer's columns; titles and labels name messages of frame.footer (decision 3800). */
const columns = [
  {
    title: "stays",
    links: [
      { to: `${SEARCH_PATH}?stayType=monthly`, label: "monthly" },
      { to: `${SEARCH_PATH}?stayType=mid-term`, label: "midTerm" },
      { to: `${SEARCH_PATH}?stayType=short-term`, label: "shortTerm" },
      { to: `${SEARCH_PATH}?species=dog`, label: "dogFriendly" },
      { to: `${SEARCH_PATH}?species=cat`, label: "catFriendly" },
    ],
  },
  {
    title: "hosting",
    links: [
      { to: "/host", label: "yourHosting" },
      { to: "/blog?category=for-owners", label: "guidesForOwners" },
      { to: "/landing", label: "whyRentByOwner" },
    ],
  },
  {
    title: "company",
    links: [
      { to: "/about-us", label: "aboutUs" },
      { to: "/blog", label: "blog" },
      { to: "/contact-us", label: "contactUs" },
    ],
  },
  {
    title: "legal",
    links: [
      { to: "/terms", label: "terms" },
      { to: "/privacy-policy", label: "privacy" },
    ],
  },
] as const;

export function Footer() {
  const t = useT("frame.footer");
  const frame = useT("frame");
  const format = useFormat();
  const localize = useLocalize();
  return (
    <footer className="mt-24 border-t border-line bg-surface print:hidden">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="max-w-sm">
          <div className="flex items-center gap-2.5">
            <LogoMark className="size-8" />
            <span className="font-bold text-ink">Pet Friendly Rentals by Owner</span>
          </div>
          <p className="mt-3 text-sm leading-6 text-muted">{t("tagline")}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="text-sm font-semibold text-ink">{t(column.title)}</h2>
            <ul className="mt-3 grid gap-2">
              {column.title === "hosting" && (
                <li>
                  <ListYourHomeLink className="text-sm text-muted hover:text-primary">
                    {frame("listYourHome")}
                  </ListYourHomeLink>
                </li>
              )}
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={localize(link.to)} className="text-sm text-muted hover:text-primary">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-6 py-6 md:flex-row md:items-end md:justify-between">
          <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
            <AppearanceControls idPrefix="footer" direction={false} />
            <LanguageSwitcher />
          </div>
          <p className="text-sm text-muted">
            {t("copyright", { year: format.year(new Date().getFullYear()) })}
          </p>
        </div>
      </div>
    </footer>
  );
}
