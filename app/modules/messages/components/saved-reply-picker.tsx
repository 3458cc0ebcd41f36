import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { linkClass, SelectField } from "~/ui/form";

/**
 * The owner's saved replies in the composer: "Use template" sends the form with intent
 * use-template, and the page comes back with the reply filled in for this guest (a full page
 * without JavaScript, the composer alone with it).
 */
export function SavedReplyPicker({
  replies,
  busy,
}: {
  replies: { id: string; name: string }[];
  busy: boolean;
}) {
  const t = useT("savedReplies.picker");
  if (replies.length === 0)
    return (
      <p className="mt-3 text-sm text-muted">
        {t.rich("answerFaster", {
          link: (chunks) => (
            <Link to="/host/saved-replies" className={linkClass}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  return (
    <div className="mt-3 flex flex-wrap items-end gap-3">
      <SelectField
        label={t("label")}
        name="template"
        className="min-w-0 flex-1 basis-48"
        options={[{ value: "", label: t("choose") }, ...replies.map((r) => ({ value: r.id, label: r.name }))]}
      />
      <button
        type="submit"
        name="intent"
        value="use-template"
        disabled={busy}
        className="inline-flex h-11 items-center justify-center rounded-full border border-line px-5 font-semibold text-ink hover:bg-surface-2 disabled:opacity-70"
      >
        {t("use")}
      </button>
    </div>
  );
}
