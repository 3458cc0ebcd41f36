import { Link } from "react-router";
import { useT } from "~/i18n/react";

/** The mark: a house outline with a paw inside (BRAND.md). */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" className="fill-primary" />
      <path
        d="M9 19.5 20 10l11 9.5V30a1.5 1.5 0 0 1-1.5 1.5h-19A1.5 1.5 0 0 1 9 30z"
        fill="none"
        className="stroke-on-primary"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <g className="fill-accent-soft">
        <ellipse cx="20" cy="25.6" rx="3.4" ry="2.8" />
        <circle cx="15.6" cy="21.4" r="1.35" />
        <circle cx="18.3" cy="19.2" r="1.35" />
        <circle cx="21.7" cy="19.2" r="1.35" />
        <circle cx="24.4" cy="21.4" r="1.35" />
      </g>
    </svg>
  );
}

export function Logo({ to = "/", label }: { to?: string; label?: string }) {
  const t = useT("frame");
  return (
    <Link to={to} className="flex items-center gap-2.5 rounded-xl" aria-label={label ?? t("homeLink")}>
      <LogoMark />
      <span className="leading-none">
        <span className="block text-[15px] font-bold tracking-tight text-ink">Pet Friendly Rentals</span>
        <span className="block text-xs font-medium text-muted">by Owner</span>
      </span>
    </Link>
  );
}
