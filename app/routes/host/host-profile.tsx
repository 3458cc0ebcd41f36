import { data, Form, Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { findHostProfile, updateHostProfile } from "~/modules/hosting/hosting.server";
import { hostProfileSchema } from "~/modules/hosting/listing-editor/listing-forms";
import { hostCancellations } from "~/modules/hosting/reservations.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { parseFields, type FormReply } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { Field, linkClass, Notice, SubmitButton, TextAreaField } from "~/ui/form";
import { useInstantValidation } from "~/ui/instant-validation";
import { Panel, UserPageHeading } from "~/ui/page";
import { metaLanguage } from "~/i18n/meta";
import { useFormat, useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { messagePatternsFor } from "~/i18n/server-messages.server";
import { useSayMessage } from "~/i18n/say-message";
import type { Route } from "./+types/host-profile";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("formErrors", "host", "hostProfile")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("hostProfile");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const profile = await findHostProfile(platform.database.db, user.id);
  return {
    // The form's checks run in the browser too: their messages said in the page's language (decision 3850).
    messagePatterns: messagePatternsFor(await readerLocale(platform.database.db, request, user.id)),
    name: user.name,
    cancellations: profile ? await hostCancellations(platform.database.db, profile.id) : 0,
    since: profile ? String(profile.joinedOn) : null,
    values: { about: profile?.about ?? "", languages: (profile?.languages ?? ["English"]).join(", ") },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const form = parseFields(hostProfileSchema, await readForm(request));
  if (!form.ok)
    return data<FormReply>(
      { fieldErrors: form.fieldErrors, values: form.values, formError: null },
      { status: 400 },
    );
  await updateHostProfile(platform.database.db, user, form.data.about, form.data.languages);
  const say = translatorFor(await readerLocale(platform.database.db, request, user.id), "hostProfile");
  return redirectWithToast(platform, "/host/profile", { type: "success", message: say("saved") });
}

export default function HostProfile({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData as FormReply | undefined;
  const values = reply?.values ?? loaderData.values;
  const say = useSayMessage();
  const { fieldErrors, onPointerDown, onBlur, onInput } = useInstantValidation(
    hostProfileSchema,
    reply?.fieldErrors,
  );
  const t = useT("hostProfile");
  const { date } = useFormat();
  return (
    <>
      <UserPageHeading title={t("title")} lead={t("lead")} />
      <Panel
        id="host-profile"
        title={loaderData.name}
        description={
          <>
            {loaderData.since ? `${t("since", { month: date(loaderData.since, { day: undefined }) })} ` : ""}
            {loaderData.cancellations > 0 ? `${t("cancelled", { count: loaderData.cancellations })} ` : ""}
            <Link to="/user/profile" className={linkClass}>
              {t("changeNameOrPicture")}
            </Link>
          </>
        }
      >
        <Form
          method="post"
          noValidate
          className="grid max-w-2xl gap-5"
          onPointerDown={onPointerDown}
          onBlur={onBlur}
          onInput={onInput}
        >
          {reply?.formError && <Notice>{reply.formError}</Notice>}
          <TextAreaField
            label={t("about")}
            name="about"
            rows={5}
            maxLength={1000}
            defaultValue={values.about}
            error={fieldErrors.about && say(fieldErrors.about)}
            hint={t("aboutHint")}
          />
          <Field
            label={t("languages")}
            name="languages"
            defaultValue={values.languages}
            error={fieldErrors.languages && say(fieldErrors.languages)}
            hint={t("languagesHint")}
          />
          <div className="sm:w-56">
            <SubmitButton>{t("save")}</SubmitButton>
          </div>
        </Form>
      </Panel>
    </>
  );
}
