import type { ReactNode } from "react";
import { Icon, type IconName } from "~/ui/icon";
import { Link } from "react-router";

/** The heading of a page in the user area (the frame around it has the navigation). */
export function UserPageHeading({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl text-ink sm:text-3xl">{title}</h1>
        {lead && <p className="mt-2 max-w-2xl text-muted">{lead}</p>}
      </div>
      {children}
    </div>
  );
}

/** A titled card that groups one part of a page (one form, one list). */
export function Panel({
  id,
  title,
  description,
  children,
  tone = "default",
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: "default" | "danger";
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`rounded-3xl border bg-surface p-5 shadow-card sm:p-7 ${tone === "danger" ? "border-danger/40" : "border-line"}`}
    >
      <h2 id={`${id}-heading`} className="text-lg text-ink">
        {title}
      </h2>
      {description && <div className="mt-1 text-sm leading-6 text-muted">{description}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** What a list page shows when it has nothing yet: what will appear, and the next step. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon: IconName;
  title: string;
  children: ReactNode;
  action?: { to: string; label: string };
}) {
  return (
    <div className="rounded-3xl border border-dashed border-line p-8 text-center">
      <Icon name={icon} className="mx-auto size-10 text-primary" />
      <p className="mt-3 font-semibold text-ink">{title}</p>
      <p className="mt-1 text-sm text-muted">{children}</p>
      {action && (
        <Link
          to={action.to}
          className="mt-4 inline-flex rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-on-primary"
        >
          {action.label}
        </Link>
      )}
    </div>
  );
}
