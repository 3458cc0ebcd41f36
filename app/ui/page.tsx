import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-line bg-gradient-to-b from-primary-soft/60 to-transparent">
      <div className="container-page py-12 sm:py-16">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-3xl text-ink sm:text-4xl">{title}</h1>
        {lead && <div className="mt-4 max-w-2xl text-lg leading-8 text-muted">{lead}</div>}
        {children}
      </div>
    </div>
  );
}

/**
 * A page whose full content arrives with a later piece of work: it says plainly
 * what it will hold and where to go meanwhile, rather than pretending.
 */
export function PlannedPage({
  eyebrow,
  title,
  lead,
  features,
  actions = [],
}: {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  features: string[];
  actions?: { to: string; label: string }[];
}) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} lead={lead} />
      <div className="container-page py-12">
        <section
          aria-labelledby="planned-heading"
          className="max-w-3xl rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-8"
        >
          <h2 id="planned-heading" className="text-lg text-ink">
            What this page holds
          </h2>
          <ul className="mt-4 grid gap-3">
            {features.map((feature) => (
              <li key={feature} className="flex gap-3 text-muted">
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          {actions.length > 0 && (
            <div className="mt-8 flex flex-wrap gap-3">
              {actions.map((action, i) => (
                <Link
                  key={action.to}
                  to={action.to}
                  className={
                    i === 0
                      ? "rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-on-primary hover:bg-primary-strong"
                      : "rounded-full border border-line px-5 py-2.5 text-sm font-semibold text-ink hover:bg-surface-2"
                  }
                >
                  {action.label}
                </Link>
              ))}
            </div>
          )}
        </section>
      </div>
    </>
  );
}

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
