import { OperatorSearch } from "~/modules/operator/components/search-form";
import { ListingReviewCard } from "~/modules/operator/components/listing-review-card";
import { data, Form } from "react-router";
import { cleanReason } from "~/modules/operator/audit";
import { notFound, OPERATOR_HEADERS, operatorOf } from "~/modules/operator/guard.server";
import { decideListing, findLiveListings, reviewQueue } from "~/modules/operator/listings.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { listingReviewOn } from "~/platform/site-settings.server";
import { formatInstant } from "~/shared/format";
import { readForm } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { SubmitButton, TextAreaField } from "~/ui/form";
import { EmptyState, Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/listings";

export const meta = () => [
  ...pageMeta("Listings", "Operator console."),
  { name: "robots", content: "noindex, nofollow" },
];
export const headers = () => OPERATOR_HEADERS;

const shown = (
  row: Awaited<ReturnType<typeof reviewQueue>>[number] | Awaited<ReturnType<typeof findLiveListings>>[number],
) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  city: row.city,
  since: formatInstant(row.updatedAt),
  ownerUserId: row.ownerUserId,
  ownerEmail: row.ownerEmail ?? "",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = platformOf(context).database.db;
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  const [queue, live, reviewOn] = await Promise.all([
    reviewQueue(db),
    findLiveListings(db, q),
    listingReviewOn(db),
  ]);
  return {
    reviewOn,
    q,
    queue: queue.map((row) => ({ ...shown(row), summary: row.summary })),
    live: live.map(shown),
  };
}

const DECISIONS = ["approve", "reject", "unpublish"] as const;
type Decision = (typeof DECISIONS)[number];
const DONE: Record<Decision, string> = {
  approve: "Approved: travellers can find it now.",
  reject: "Sent back to its owner with your reason.",
  unpublish: "Unpublished: its owner sees your reason.",
};

/** Approve or reject a listing waiting for review; unpublish a live one. A reason is required to reject or unpublish. */
export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const operator = operatorOf(context);
  const form = await readForm(request);
  const decision = DECISIONS.find((d) => d === form.get("intent"));
  const listingId = Number(form.get("listingId"));
  if (!decision || !Number.isSafeInteger(listingId) || listingId <= 0)
    return data(
      { listingId: null, error: "Choose a listing and what to do with it." },
      { status: 400, headers: OPERATOR_HEADERS },
    );
  const reason = cleanReason(form.get("reason"));
  if (!reason && decision !== "approve")
    return data(
      { listingId, error: "Say why: its owner reads it, and it goes into the audit log." },
      { status: 400, headers: OPERATOR_HEADERS },
    );
  const outcome = await decideListing(
    platform.database.db,
    { id: operator.id, email: operator.email },
    { listingId, decision, reason },
  );
  if (!outcome.ok) {
    if (outcome.status === 404) notFound();
    return data(
      { listingId, error: outcome.formError ?? "" },
      { status: outcome.status, headers: OPERATOR_HEADERS },
    );
  }
  return redirectWithToast(
    platform,
    "/operator/listings",
    { type: "success", message: DONE[decision] },
    { headers: OPERATOR_HEADERS },
  );
}

export default function ListingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { reviewOn, q, queue, live } = loaderData;
  const errorFor = (id: number) => (actionData?.listingId === id ? actionData.error : undefined);
  return (
    <div className="grid gap-6">
      <UserPageHeading
        title="Listings"
        lead={
          reviewOn
            ? "Review before publishing is on: new listings wait here until you approve them."
            : "Review before publishing is off (Settings): listings go live when their owners publish them."
        }
      />
      {actionData?.listingId === null && <p className="text-sm text-danger">{actionData.error}</p>}
      <section aria-labelledby="queue-heading" className="grid gap-4">
        <h2 id="queue-heading" className="text-lg text-ink">
          Waiting for review ({queue.length})
        </h2>
        {queue.length === 0 ? (
          <EmptyState icon="house" title="Nothing waiting">
            Listings their owners publish appear here while review is on, the longest waiting first.
          </EmptyState>
        ) : (
          queue.map((item) => <ListingReviewCard key={item.id} item={item} error={errorFor(item.id)} />)
        )}
      </section>

      <Panel
        id="live"
        title="Unpublish a live listing"
        description="Find it by title, address or id; its owner reads your reason and can publish again after editing."
      >
        <OperatorSearch label="Title, address or id" q={q} submit="Find" className="mb-4" />
        {q && live.length === 0 && <p className="text-sm text-muted">No live listing matches.</p>}
        <ul className="grid gap-4">
          {live.map((item) => (
            <li key={item.id} className="rounded-2xl border border-line p-4">
              <p className="font-semibold break-words text-ink">{item.title}</p>
              <p className="text-sm break-words text-muted">
                {item.city} · #{item.id} · {item.ownerEmail}
              </p>
              <Form method="post" className="mt-3 grid gap-3">
                <input type="hidden" name="listingId" value={item.id} />
                <TextAreaField
                  label="Why"
                  name="reason"
                  rows={2}
                  maxLength={2000}
                  required
                  error={errorFor(item.id)}
                />
                <div className="sm:w-48">
                  <SubmitButton intent="unpublish" variant="danger">
                    Unpublish
                  </SubmitButton>
                </div>
              </Form>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
