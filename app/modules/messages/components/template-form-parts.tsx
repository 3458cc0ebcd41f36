import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { linkClass, SubmitButton } from "~/ui/form";

// The parts the owner's two template forms share: saved replies (decision 3952) and scheduled
// messages (decisions 3954, 3959).

/**
 * What an owner's template may hold, under its form's title: each placeholder with what it
 * becomes, and how many of the cap are kept (saved replies, decision 3952; scheduled messages,
 * decision 3954).
 */
export function PlaceholderHelp({
  placeholders,
  kept,
  cap,
}: {
  placeholders: readonly { token: string; means: string }[];
  kept: number;
  cap: number;
}) {
  const t = useT("savedReplies");
  // The tokens stay as written in every language: they are what the owner types.
  return (
    <>
      {t("placeholders")}{" "}
      {placeholders.map((p, i) => (
        <span key={p.token}>
          {i > 0 && t("separator")}
          <code className="rounded bg-surface-2 px-1 text-ink">{p.token}</code> {t(`means.${p.means}`)}
        </span>
      ))}
      {t("kept", { kept, cap })}
    </>
  );
}

/** The form's buttons: "Add …" for a new one; "Save changes" and a way back while one is edited. */
export function AddOrSave({
  editing,
  addLabel,
  cancelTo,
  className = "",
}: {
  editing: boolean;
  addLabel: string;
  cancelTo: string;
  className?: string;
}) {
  const t = useT("savedReplies");
  return (
    <div className={`flex flex-wrap items-center gap-4 ${className}`}>
      <div className="sm:w-56">
        <SubmitButton intent={editing ? "update" : "create"}>
          {editing ? t("saveChanges") : addLabel}
        </SubmitButton>
      </div>
      {editing && (
        <Link to={cancelTo} className={`text-sm ${linkClass}`}>
          {t("cancel")}
        </Link>
      )}
    </div>
  );
}
