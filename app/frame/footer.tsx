import { Link } from "react-router";
import { SEARCH_PATH } from "~/site";
import { AppearanceControls } from "~/ui/appearance-controls";
import { LogoMark } from "./logo.tsx";
import { ListYourHomeLink } from "./list-your-home.tsx";

const columns = [
  {
    title: "Stays",
    links: [
      { to: `${SEARCH_PATH}?stayType=monthly`, label: "Monthly rentals" },
      { to: `${SEARCH_PATH}?stayType=mid-term`, label: "Mid-term rentals" },
      { to: `${SEARCH_PATH}?stayType=short-term`, label: "Short-term stays" },
      { to: `${SEARCH_PATH}?species=dog`, label: "Dog-friendly stays" },
      { to: `${SEARCH_PATH}?species=cat`, label: "Cat-friendly stays" },
    ],
  },
  {
    title: "Hosting",
    links: [
      { to: "/host", label: "Your hosting" },
      { to: "/blog?category=for-owners", label: "Guides for owners" },
      { to: "/landing", label: "Why rent by owner" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/about-us", label: "About us" },
      { to: "/blog", label: "Blog" },
      { to: "/contact-us", label: "Contact us" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/terms", label: "Terms of service" },
      { to: "/privacy-policy", label: "Privacy policy" },
    ],
  },
];

export function Footer() {
  return (
    <footer className="mt-24 border-t border-line bg-surface print:hidden">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="max-w-sm">
          <div className="flex items-center gap-2.5">
            <LogoMark className="size-8" />
            <span className="font-bold text-ink">Pet Friendly Rentals by Owner</span>
          </div>
          <p className="mt-3 text-sm leading-6 text-muted">
            Monthly, mid-term and short-term stays rented directly by their owners, where your pet is welcome
            and every pet fee is shown before you book.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-ink">{column.title}</h2>
            <ul className="mt-3 grid gap-2">
              {column.title === "Hosting" && (
                <li>
                  <ListYourHomeLink className="text-sm text-muted hover:text-primary" />
                </li>
              )}
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-muted hover:text-primary">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-6 py-6 md:flex-row md:items-end md:justify-between">
          <AppearanceControls idPrefix="footer" direction={false} />
          <p className="text-sm text-muted">© {new Date().getFullYear()} Pet Friendly Rentals by Owner</p>
        </div>
      </div>
    </footer>
  );
}
