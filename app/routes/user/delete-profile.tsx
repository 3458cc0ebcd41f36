import { Icon } from "~/ui/icon";
import { data, Form, Link } from "react-router";
import { forgetClientSession } from "~/modules/accounts/client-session";
import { PasswordField } from "~/modules/accounts/components/auth-ui";
import { deleteOwnAccount } from "~/modules/account-closure/deletion.server";
import { DELETE_CONFIRMATION_WORD, deleteAccountSchema } from "~/modules/account-closure/deletion.schema";
import { signedInUser } from "~/modules/accounts/guards.server";
import { redirectWithToast } from "~/platform/flash.server";
import { Field, Notice, SubmitButton, linkClass } from "~/ui/form";
import { Panel, UserPageHeading } from "~/ui/page";
import { pageMeta } from "~/site";
import type { Route } from "./+types/delete-profile";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("auth", "deleteAccount")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("deleteAccount");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  return { email: user.email, twoFactorEnabled: user.twoFactorEnabled };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  // Read before the account (and its saved language) is gone.
  const locale = await readerLocale(platform.database.db, request, user.id);
  const form = parseFields(deleteAccountSchema, await readForm(request));
  if (!form.ok)
    return data(
      { fieldErrors: localizeErrors(locale, form.fieldErrors), values: form.values, formError: null },
      { status: 400 },
    );
  const outcome = await deleteOwnAccount(platform, request, user, form.data);
  if (!outcome.ok)
    return data(
      {
        fieldErrors: localizeErrors(locale, outcome.fieldErrors ?? {}),
        values: form.values,
        formError: localizeMessage(locale, outcome.formError),
      },
      { status: outcome.status },
    );
  return redirectWithToast(
    platform,
    "/",
    { type: "success", message: translatorFor(locale, "deleteAccount")("deleted") },
    { headers: outcome.value.headers },
  );
}

const deleted = ["goneAccount", "goneProfile", "goneWishlist", "goneUpcoming"] as const;
const kept = ["keptRecords", "keptReviews"] as const;

export default function DeleteProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const t = useT("deleteAccount");
  return (
    <>
      <UserPageHeading
        title={t("title")}
        lead={t.rich("lead", {
          email: loaderData.email,
          strong: (chunks) => <strong className="break-all text-ink">{chunks}</strong>,
        })}
      />
      <div className="grid gap-6">
        <Panel id="what" title={t("what")}>
          <div className="grid gap-6 sm:grid-cols-2">
            <Outcome title={t("deletedTitle")} items={deleted.map((key) => t(key))} kept={false} />
            <Outcome title={t("keptTitle")} items={kept.map((key) => t(key))} kept />
          </div>
        </Panel>

        <Panel id="confirm" title={t("confirmTitle")} tone="danger">
          {actionData?.formError && <Notice>{actionData.formError}</Notice>}
          <Form
            method="post"
            noValidate
            className="grid max-w-md gap-5"
            onSubmit={() => {
              // The account may be gone after this: the browser forgets its copy first.
              forgetClientSession();
            }}
          >
            <PasswordField
              label={t("password")}
              name="password"
              autoComplete="current-password"
              error={fieldErrors.password}
            />
            {loaderData.twoFactorEnabled && (
              <Field
                label={t("code")}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                hint={t("codeHint")}
                defaultValue={values.code}
                error={fieldErrors.code}
              />
            )}
            <Field
              label={t("typeWord", { word: DELETE_CONFIRMATION_WORD })}
              name="confirmation"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              defaultValue={values.confirmation}
              error={fieldErrors.confirmation}
            />
            <div className="flex flex-wrap items-center gap-4">
              <div className="sm:w-64">
                <SubmitButton variant="danger">{t("submit")}</SubmitButton>
              </div>
              <Link to="/user/settings" className={linkClass}>
                {t("keep")}
              </Link>
            </div>
          </Form>
        </Panel>
      </div>
    </>
  );
}

function Outcome({ title, items, kept }: { title: string; items: string[]; kept: boolean }) {
  const icon = kept ? "circle-check" : "circle-x";
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <ul className="mt-2 grid gap-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-sm text-muted">
            <Icon name={icon} className={`mt-0.5 size-4 shrink-0 ${kept ? "text-primary" : "text-danger"}`} />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
