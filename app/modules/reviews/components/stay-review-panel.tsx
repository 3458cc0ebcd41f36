import { Form, Link } from "react-router";
import { useFormat, useT } from "~/i18n/react";
import { stayPath } from "~/modules/stays/stays";
import { FieldError, inputClass, Notice, SubmitButton } from "~/ui/form";
import { Panel } from "~/ui/page";
import { REVIEW_MAX } from "../reviews.ts";
import type { SideState } from "../window.ts";
import { StarsField } from "./stars-field";

/**
 * The traveller's review of a stay: why it cannot be written (their own home, not over, closed),
 * that it is written (and when both reviews show), or the form with what was typed and its errors.
 */
export function StayReviewPanel({
  stay,
  reply,
}: {
  stay: { slug: string; state: SideState; waiting: boolean; closes: string | null; own: string | null };
  reply: {
    fieldErrors?: Record<string, string>;
    values?: Record<string, string>;
    formError?: string | null;
  } | null;
}) {
  const t = useT("reviews.page");
  const format = useFormat();
  const fieldErrors = reply?.fieldErrors ?? {};
  const values = reply?.values ?? {};
  const closes = stay.closes ? format.date(stay.closes) : "";
  const waiting = stay.waiting ? t("waiting", { date: closes }) : null;
  return (
    <Panel id="review" title={t("heading")}>
      {stay.own ? (
        <Notice tone="info">{stay.own}</Notice>
      ) : stay.state === "not-over" ? (
        <Notice tone="info">{t("notOver")}</Notice>
      ) : stay.state === "closed" ? (
        <Notice tone="info">{t("closed", { date: closes })}</Notice>
      ) : stay.state === "written" ? (
        <Notice tone="success">
          {t("written")} {waiting ?? <Link to={stayPath(stay.slug)}>{t("seeIt")}</Link>}
        </Notice>
      ) : (
        <Form method="post" noValidate className="grid max-w-xl gap-5">
          {reply?.formError && <Notice>{reply.formError}</Notice>}
          <p className="text-sm text-muted">
            {t("writeBy", { date: closes })} {waiting}
          </p>
          <StarsField name="rating" legend={t("overall")} value={values.rating} error={fieldErrors.rating} />
          <StarsField
            name="petRating"
            legend={t("petFriendliness")}
            value={values.petRating}
            error={fieldErrors.petRating}
          />
          <div>
            <label htmlFor="body" className="text-sm font-semibold text-ink">
              {t("yourReview")}
            </label>
            <textarea
              id="body"
              name="body"
              rows={6}
              maxLength={REVIEW_MAX}
              defaultValue={values.body}
              placeholder={t("placeholder")}
              aria-invalid={fieldErrors.body ? true : undefined}
              aria-describedby={fieldErrors.body ? "body-error" : undefined}
              className={`mt-1.5 ${inputClass} h-auto border-line py-2.5`}
            />
            <FieldError id="body-error" error={fieldErrors.body} />
          </div>
          <div className="sm:w-56">
            <SubmitButton intent="review">{t("publish")}</SubmitButton>
          </div>
        </Form>
      )}
    </Panel>
  );
}
