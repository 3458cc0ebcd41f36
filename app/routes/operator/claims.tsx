import { Link } from "react-router";
import { claimQueue, CLAIM_QUEUES, type ClaimQueue } from "~/modules/operator/claims.server";
import { OPERATOR_HEADERS } from "~/modules/operator/guard.server";
import { platformOf } from "~/platform/context";
import { formatInstant, formatMoney } from "~/shared/format";
import { pageMeta } from "~/site";
import { EmptyState, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/claims";

export const meta = () => [
  ...pageMeta("Pet damage claims", "Operator console."),
  { name: "robots", content: "noindex, nofollow" },
];
export const headers = () => OPERATOR_HEADERS;

const LABELS: Record<ClaimQueue, string> = {
  disputed: "Disputed: waiting for a decision",
  failed: "Charges the card refused",
};

/** Disputed claims, the longest waiting first (the home's "Disputes"); `?status=failed` the refused charges. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("status");
  const queue = CLAIM_QUEUES.find((q) => q === asked) ?? "disputed";
  const rows = await claimQueue(platformOf(context).database.db, queue);
  return {
    queue,
    claims: rows.map((row) => ({
      id: row.id,
      reference: row.reference ?? row.bookingId.slice(0, 8).toUpperCase(),
      amount: formatMoney(row.amountCents, row.currency, true),
      description: row.description.slice(0, 200),
      since: row.since ? formatInstant(row.since) : "",
    })),
  };
}

export default function Claims({ loaderData }: Route.ComponentProps) {
  const { queue, claims } = loaderData;
  return (
    <div className="grid gap-6">
      <UserPageHeading
        title="Pet damage claims"
        lead="Claims against a stay's pet damage deposit that the traveller disputed, and charges the card refused."
      />
      <nav aria-label="Queues" className="flex flex-wrap gap-2">
        {(Object.keys(LABELS) as ClaimQueue[]).map((q) => (
          <Link
            key={q}
            to={`/operator/claims?status=${q}`}
            aria-current={q === queue ? "page" : undefined}
            className="rounded-full border border-line px-3 py-1.5 text-sm font-semibold text-ink aria-[current=page]:border-primary aria-[current=page]:text-primary"
          >
            {LABELS[q]}
          </Link>
        ))}
      </nav>
      {claims.length === 0 ? (
        <EmptyState icon="scale" title="Nothing waiting">
          {queue === "disputed"
            ? "When a traveller disputes an owner's claim, it waits here for your decision."
            : "When a saved card refuses a claim's charge, it shows here."}
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {claims.map((claim) => (
            <li key={claim.id} className="rounded-2xl border border-line bg-surface p-4 shadow-card">
              <Link
                to={`/operator/claims/${claim.id}`}
                className="font-semibold text-primary hover:underline"
              >
                {claim.reference} · {claim.amount}
              </Link>
              <p className="mt-1 text-sm text-ink">{claim.description}</p>
              <p className="mt-1 text-sm text-muted">Since {claim.since}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
