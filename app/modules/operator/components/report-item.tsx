import { Form, Link } from "react-router";
import { SubmitButton, TextAreaField } from "~/ui/form";
import { useT } from "~/i18n/react";
import type { ReportIntent, ReportKind } from "../reports";

export interface ReportItemView {
  kind: ReportKind;
  subject: string;
  kindLabel: string;
  title: string;
  text: string;
  link: string | null;
  authorLink: string | null;
  authorEmail: string | null;
  since: string;
  intents: readonly ReportIntent[];
  reports: { reason: string; details: string; at: string; reporterEmail: string }[];
}

/** One reported thing with every report about it and the decisions it allows. */
export function ReportItem({ item, error }: { item: ReportItemView; error?: string }) {
  const t = useT("operator.report");
  return (
    <article
      aria-label={`${item.kindLabel}: ${item.title}`}
      className="rounded-3xl border border-line bg-surface p-5 shadow-card"
    >
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{item.kindLabel}</p>
      <h3 className="mt-1 font-semibold break-words text-ink">
        {item.link ? (
          <Link to={item.link} className="text-primary">
            {item.title}
          </Link>
        ) : (
          item.title
        )}
      </h3>
      {item.text && <p className="mt-2 break-words whitespace-pre-line text-ink">{item.text}</p>}
      <p className="mt-2 text-sm break-words text-muted">
        {t("by")}{" "}
        {item.authorLink ? (
          <Link to={item.authorLink} className="font-semibold text-primary">
            {item.authorEmail}
          </Link>
        ) : (
          t("noAccount")
        )}{" "}
        · {t("waitingSince", { date: item.since })}
      </p>
      <ul className="mt-3 grid gap-2 text-sm">
        {item.reports.map((report, i) => (
          <li key={i} className="rounded-2xl bg-surface-2 px-3 py-2 break-words text-ink">
            <strong>{report.reason}</strong>
            {report.details ? ` · ${report.details}` : ""}
            <span className="block text-muted">
              {report.reporterEmail} · {report.at}
            </span>
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-4 grid gap-3">
        <input type="hidden" name="kind" value={item.kind} />
        <input type="hidden" name="subject" value={item.subject} />
        <TextAreaField label={t("why")} name="reason" rows={2} maxLength={2000} error={error} />
        <div className="flex flex-wrap gap-3">
          {item.intents.map((intent) => (
            <div key={intent} className="w-full sm:w-auto sm:min-w-40">
              <SubmitButton
                intent={intent}
                variant={intent === "dismiss" ? "secondary" : intent === "suspend" ? "danger" : "primary"}
              >
                {t("intent", { intent })}
              </SubmitButton>
            </div>
          ))}
        </div>
      </Form>
    </article>
  );
}
