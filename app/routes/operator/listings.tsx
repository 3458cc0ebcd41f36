import { OperatorSearch } from "~/modules/operator/components/search-form";
import { ListingReviewCard } from "~/modules/operator/components/listing-review-card";
import { data, Form } from "react-router";
import { cleanReason } from "~/modules/operator/audit";
import { notFound, OPERATOR_HEADERS, operatorOf } from "~/modules/operator/guard.server";
import { decideListing, findLiveListings, reviewQueue } from "~/modules/operator/listings.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { listingReviewOn } from "~/platform/site-settings.server";
import { readForm } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { SubmitButton, TextAreaField } from "~/ui/form";
import { EmptyState, Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/listings";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("operator")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("operator.listings");
  return [
    ...pageMeta(t("metaTitle"), t("metaDescription")),
    { name: "robots", content: "noindex, nofollow" },
  ];
}
export const headers = () => OPERATOR_HEADERS;

const shown = (
  row: Awaited<ReturnType<typeof reviewQueue>>[number] | Awaited<ReturnType<typeof findLiveListings>>[number],
) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  city: row.city,
  since: row.updatedAt.toISOString(),
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

/** Approve or reject a listing waiting for review; unpublish a live one. A reason is required to reject or unpublish. */
export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const operator = operatorOf(context);
  const locale = await readerLocale(platform.database.db, request, operator.id);
  const say = translatorFor(locale, "operator.listings");
  const form = await readForm(request);
  const decision = DECISIONS.find((d) => d === form.get("intent"));
  const listingId = Number(form.get("listingId"));
  if (!decision || !Number.isSafeInteger(listingId) || listingId <= 0)
    return data({ listingId: null, error: say("chooseListing") }, { status: 400, headers: OPERATOR_HEADERS });
  const reason = cleanReason(form.get("reason"));
  if (!reason && decision !== "approve")
    return data({ listingId, error: say("sayWhy") }, { status: 400, headers: OPERATOR_HEADERS });
  const outcome = await decideListing(
    platform.database.db,
    { id: operator.id, email: operator.email },
    { listingId, decision, reason },
  );
  if (!outcome.ok) {
    if (outcome.status === 404) notFound();
    return data(
      { listingId, error: localizeMessage(locale, outcome.formError ?? "") },
      { status: outcome.status, headers: OPERATOR_HEADERS },
    );
  }
  return redirectWithToast(
    platform,
    "/operator/listings",
    { type: "success", message: say("done", { decision }) },
    { headers: OPERATOR_HEADERS },
  );
}

export default function ListingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { reviewOn, q, queue, live } = loaderData;
  const errorFor = (id: number) => (actionData?.listingId === id ? actionData.error : undefined);
  const t = useT("operator.listings");
  return (
    <div className="grid gap-6">
      <UserPageHeading title={t("title")} lead={reviewOn ? t("reviewOn") : t("reviewOff")} />
      {actionData?.listingId === null && <p className="text-sm text-danger">{actionData.error}</p>}
      <section aria-labelledby="queue-heading" className="grid gap-4">
        <h2 id="queue-heading" className="text-lg text-ink">
          {t("waiting", { count: queue.length })}
        </h2>
        {queue.length === 0 ? (
          <EmptyState icon="house" title={t("nothingTitle")}>
            {t("nothingDetail")}
          </EmptyState>
        ) : (
          queue.map((item) => <ListingReviewCard key={item.id} item={item} error={errorFor(item.id)} />)
        )}
      </section>

      <Panel id="live" title={t("unpublishTitle")} description={t("unpublishDetail")}>
        <OperatorSearch label={t("searchLabel")} q={q} submit={t("find")} className="mb-4" />
        {q && live.length === 0 && <p className="text-sm text-muted">{t("noMatch")}</p>}
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
                  label={t("why")}
                  name="reason"
                  rows={2}
                  maxLength={2000}
                  required
                  error={errorFor(item.id)}
                />
                <div className="sm:w-48">
                  <SubmitButton intent="unpublish" variant="danger">
                    {t("unpublish")}
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
