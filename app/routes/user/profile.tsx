import { data, Form } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { AvatarEditor } from "~/modules/profiles/components/avatar-editor";
import { getProfile, updateProfile } from "~/modules/profiles/profiles.server";
import { profileUpdateSchema } from "~/modules/profiles/profiles.schema";
import { useEffect } from "react";
import { storeProfile } from "~/modules/profiles/profile-store";
import { profileJson } from "~/modules/profiles/profiles";
import { redirectWithToast } from "~/platform/flash.server";
import { Field, Notice, SubmitButton } from "~/ui/form";
import { Panel, UserPageHeading } from "~/ui/page";
import { pageMeta } from "~/site";
import type { Route } from "./+types/profile";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { IDEMPOTENCY_FIELD } from "~/ui/resilience/retrying-fetch";
import { guestRecord } from "~/modules/reviews/guest-record.server";
import { GuestRecordPanel } from "~/modules/reviews/components/guest-record-panel";
import { platformOf } from "~/platform/context";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [
  pageNamespaces("avatar", "guestReview", "host", "profile"),
];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("profile");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

export async function loader({ context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const profile = await getProfile(platform.database.db, user.id);
  // Spec §8: a failed profile read goes to the page's error boundary.
  if (profile.error !== null) throw data(profile.error, { status: profile.status });
  // The form's idempotency key lets the browser send a save again after a dropped connection:
  // a save sets the fields to what was typed, so a repeat changes nothing more.
  return {
    profile: profileJson(profile.data),
    email: user.email,
    saveKey: crypto.randomUUID(),
    // What owners see beside this traveller's requests (published reviews only).
    record: await guestRecord(platform.database.db, user.id),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const form = parseFields(profileUpdateSchema, await readForm(request));
  const values = form.values;
  const locale = await readerLocale(platform.database.db, request, user.id);
  if (!form.ok)
    return data(
      { fieldErrors: localizeErrors(locale, form.fieldErrors), values, formError: null },
      { status: 400 },
    );
  const result = await updateProfile(platform.database.db, user.id, form.data);
  if (result.error !== null) {
    const formError = Object.keys(result.fieldErrors).length ? null : localizeMessage(locale, result.error);
    const fieldErrors = localizeErrors(locale, result.fieldErrors);
    return data({ fieldErrors, values, formError }, { status: result.status });
  }
  return redirectWithToast(platform, "/user/profile", {
    type: "success",
    message: translatorFor(locale, "profile")("saved"),
  });
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, email } = loaderData;
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const displayName = profile.full_name || email;
  // Keep the browser's copy (spec §3) in step with what the server just answered.
  useEffect(() => storeProfile(profile), [profile]);
  const t = useT("profile");
  return (
    <>
      <UserPageHeading title={t("title")} lead={t("lead")} />
      <div className="grid gap-6">
        <Panel id="picture" title={t("picture")} description={t("pictureLead")}>
          <AvatarEditor name={displayName} avatarUrl={profile.avatar_url} />
        </Panel>

        <Panel id="details" title={t("details")}>
          {actionData?.formError && <Notice>{actionData.formError}</Notice>}
          <Form method="post" noValidate className="grid max-w-xl gap-5">
            <input type="hidden" name={IDEMPOTENCY_FIELD} value={loaderData.saveKey} />
            <div className="grid gap-5 sm:grid-cols-2">
              <Field
                label={t("firstName")}
                name="firstName"
                autoComplete="given-name"
                maxLength={80}
                defaultValue={values.firstName ?? profile.first_name}
                error={fieldErrors.firstName}
              />
              <Field
                label={t("lastName")}
                name="lastName"
                autoComplete="family-name"
                maxLength={80}
                defaultValue={values.lastName ?? profile.last_name}
                error={fieldErrors.lastName}
              />
            </div>
            <Field
              label={t("username")}
              name="username"
              autoComplete="username"
              hint={t("usernameHint")}
              defaultValue={values.username ?? profile.username ?? ""}
              error={fieldErrors.username}
            />
            <p className="text-sm text-muted">
              {t.rich("shownAs", {
                name: displayName,
                hasUsername: profile.username ? "yes" : "no",
                username: profile.username ?? "",
                email,
                strong: (chunks) => <strong className="text-ink">{chunks}</strong>,
                settings: (chunks) => (
                  <a href="/user/settings#security" className="font-semibold text-primary hover:underline">
                    {chunks}
                  </a>
                ),
              })}
            </p>
            <div className="sm:w-48">
              <SubmitButton>{t("save")}</SubmitButton>
            </div>
          </Form>
        </Panel>
        <GuestRecordPanel record={loaderData.record} title={t("record")} />
      </div>
    </>
  );
}
