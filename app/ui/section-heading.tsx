import { Link } from "react-router";

/** A page section's heading with its lead line and, to the right, a link to see all of it. */
export function SectionHeading({
  id,
  title,
  lead,
  more,
}: {
  id: string;
  title: string;
  lead: string;
  more: { to: string; label: string };
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 id={id} className="text-2xl text-ink sm:text-3xl">
          {title}
        </h2>
        <p className="mt-2 text-muted">{lead}</p>
      </div>
      <Link to={more.to} className="text-sm font-semibold text-primary hover:underline">
        {more.label}
      </Link>
    </div>
  );
}
