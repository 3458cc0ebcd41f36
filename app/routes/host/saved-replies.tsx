import { data, Form, Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { AddOrSave, PlaceholderHelp } from "~/modules/messages/components/template-form-parts";
import { MESSAGE_MAX_LENGTH } from "~/modules/messages/messages";
import {
  PLACEHOLDERS,
  SAVED_REPLY_CAP,
  SAVED_REPLY_NAME_MAX,
  savedReplyInput,
} from "~/modules/messages/saved-replies";
import {
  createSavedReply,
  deleteSavedReply,
  listSavedReplies,
  savedReplyOf,
  updateSavedReply,
} from "~/modules/messages/saved-replies.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { parseFields, type FormReply } from "~/shared/forms";
import { readForm, searchParamsOf } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { Field, linkClass, Notice, TextAreaField } from "~/ui/form";
import { Panel, UserPageHeading } from "~/ui/page";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { localizeErrors } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import type { Route } from "./+types/saved-replies";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("host", "savedReplies")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("savedReplies");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

const PATH = "/host/saved-replies";

/** The owner's saved replies; `?edit=<id>` opens one of them in the form (anyone else's: 404). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const db = platform.database.db;
  const editId = searchParamsOf(request).get("edit");
  const editing = editId === null ? null : await savedReplyOf(db, user.id, editId);
  if (editId !== null && !editing)
    throw data(translatorFor(await readerLocale(db, request, user.id), "savedReplies")("notFound"), {
      status: 404,
    });
  return { replies: await listSavedReplies(db, user.id), editing };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const db = platform.database.db;
  const form = await readForm(request);
  const intent = form.get("intent");
  const locale = await readerLocale(db, request, user.id);
  const say = translatorFor(locale, "savedReplies");
  const done = (message: string) => redirectWithToast(platform, PATH, { type: "success", message });
  const notFound = () => data(say("notFound"), { status: 404 });
  if (intent === "delete") {
    if (!(await deleteSavedReply(db, user.id, form.get("id")))) throw notFound();
    return done(say("deleted"));
  }
  if (intent !== "create" && intent !== "update")
    return data<FormReply>({ fieldErrors: {}, values: {}, formError: say("chooseChange") }, { status: 400 });
  const parsed = parseFields(savedReplyInput, form);
  if (!parsed.ok)
    return data<FormReply>(
      { fieldErrors: localizeErrors(locale, parsed.fieldErrors), values: parsed.values, formError: null },
      { status: 400 },
    );
  if (intent === "update") {
    if (!(await updateSavedReply(db, user.id, form.get("id"), parsed.data))) throw notFound();
    return done(say("updated"));
  }
  const made = await createSavedReply(db, user.id, parsed.data);
  // The one refusal of a valid reply: the account's cap.
  if (!made.ok)
    return data<FormReply>(
      { fieldErrors: {}, values: parsed.values, formError: say("cap", { cap: SAVED_REPLY_CAP }) },
      { status: made.status },
    );
  return done(say("added"));
}

export default function SavedReplies({ loaderData, actionData }: Route.ComponentProps) {
  const { replies, editing } = loaderData;
  const reply = actionData as FormReply | undefined;
  const values = reply?.values ?? { name: editing?.name ?? "", body: editing?.body ?? "" };
  const full = !editing && replies.length >= SAVED_REPLY_CAP;
  const t = useT("savedReplies");
  return (
    <>
      <UserPageHeading title={t("title")} lead={t("lead")}>
        <Link to="/host/messages" className={`text-sm ${linkClass}`}>
          {t("backToMessages")}
        </Link>
      </UserPageHeading>
      <div className="grid gap-6">
        <Panel
          id="saved-reply-form"
          title={editing ? t("editTitle", { name: editing.name }) : t("newTitle")}
          description={
            <PlaceholderHelp placeholders={PLACEHOLDERS} kept={replies.length} cap={SAVED_REPLY_CAP} />
          }
        >
          <Form method="post" noValidate className="grid max-w-2xl gap-5" key={editing?.id ?? "new"}>
            {reply?.formError && <Notice>{reply.formError}</Notice>}
            {full && !reply?.formError && <Notice tone="info">{t("full", { cap: SAVED_REPLY_CAP })}</Notice>}
            {editing && <input type="hidden" name="id" value={editing.id} />}
            <Field
              label={t("name")}
              name="name"
              maxLength={SAVED_REPLY_NAME_MAX}
              defaultValue={values.name}
              error={reply?.fieldErrors.name}
              hint={t("nameHint")}
            />
            <TextAreaField
              label={t("reply")}
              name="body"
              rows={6}
              maxLength={MESSAGE_MAX_LENGTH}
              defaultValue={values.body}
              error={reply?.fieldErrors.body}
              placeholder={t("replyExample")}
            />
            <AddOrSave editing={editing !== null} addLabel={t("add")} cancelTo={PATH} />
          </Form>
        </Panel>
        {replies.length > 0 && (
          <ul aria-label={t("title")} className="grid gap-3">
            {replies.map((r) => (
              <li key={r.id} className="rounded-3xl border border-line bg-surface p-4 sm:p-5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="font-semibold break-words text-ink">{r.name}</h2>
                  <div className="flex items-center gap-4 text-sm">
                    <Link
                      to={`${PATH}?edit=${r.id}`}
                      className={linkClass}
                      aria-label={t("editNamed", { name: r.name })}
                    >
                      {t("edit")}
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="id" value={r.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="delete"
                        className="font-semibold text-danger hover:underline"
                        aria-label={t("deleteNamed", { name: r.name })}
                      >
                        {t("delete")}
                      </button>
                    </Form>
                  </div>
                </div>
                <p className="mt-2 text-sm break-words whitespace-pre-line text-muted">{r.body}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
