import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * What a page shows when it failed: the status, a plain heading and message,
 * ways back. Generic: each area's boundary says where "back" is.
 */
export function ErrorPanel({
  status,
  heading,
  detail,
  links,
  reference,
  statusLabel = `Error ${status}`,
  referenceLabel = "Reference:",
}: {
  status: number;
  /** "Error 404", in the page's language. */
  statusLabel?: string;
  referenceLabel?: string;
  heading: string;
  detail: ReactNode;
  links: { to: string; label: string }[];
  /** The request's id, for the person to quote when they contact us. */
  reference?: string;
}) {
  return (
    <section className="mx-auto max-w-xl py-16 text-center sm:py-24" aria-labelledby="error-heading">
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">{statusLabel}</p>
      <h1 id="error-heading" className="mt-3 text-3xl text-ink sm:text-4xl">
        {heading}
      </h1>
      <p className="mt-4 text-muted">{detail}</p>
      {reference && (
        <p className="mt-2 text-sm text-muted">
          {referenceLabel} <code className="font-mono">{reference}</code>
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {links.map((link, i) => (
          <Link
            key={link.to}
            to={link.to}
            className={
              i === 0
                ? "rounded-full bg-primary px-5 py-2.5 font-semibold text-on-primary"
                : "rounded-full border border-line px-5 py-2.5 font-semibold text-ink"
            }
          >
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
