import { data, Form, Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { findHostProfile, updateHostProfile } from "~/modules/hosting/hosting.server";
import { hostProfileSchema } from "~/modules/hosting/listing-editor/listing-forms";
import { hostCancellations } from "~/modules/hosting/reservations.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { formatDate } from "~/shared/format";
import { parseFields, type FormReply } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { Field, linkClass, Notice, SubmitButton, TextAreaField } from "~/ui/form";
import { useInstantValidation } from "~/ui/instant-validation";
import { Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/host-profile";

export const meta = () => pageMeta("Host profile", "How travellers see you as a host.");

export async function loader({ context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const profile = await findHostProfile(platform.database.db, user.id);
  return {
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
  return redirectWithToast(platform, "/host/profile", { type: "success", message: "Host profile saved." });
}

export default function HostProfile({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData as FormReply | undefined;
  const values = reply?.values ?? loaderData.values;
  const { fieldErrors, onPointerDown, onBlur, onInput } = useInstantValidation(
    hostProfileSchema,
    reply?.fieldErrors,
  );
  return (
    <>
      <UserPageHeading
        title="Host profile"
        lead="Shown beside each of your stays. Your name and picture come from your profile."
      />
      <Panel
        id="host-profile"
        title={loaderData.name}
        description={
          <>
            {loaderData.since ? `Hosting since ${formatDate(loaderData.since, { day: undefined })}. ` : ""}
            {loaderData.cancellations > 0
              ? `You cancelled ${loaderData.cancellations} confirmed ${loaderData.cancellations === 1 ? "stay" : "stays"} in the last 12 months; travellers see this beside your stays. `
              : ""}
            <Link to="/user/profile" className={linkClass}>
              Change your name or picture
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
            label="About you"
            name="about"
            rows={5}
            maxLength={1000}
            defaultValue={values.about}
            error={fieldErrors.about}
            hint="Who you are, your own pets, what you love about the neighbourhood."
          />
          <Field
            label="Languages"
            name="languages"
            defaultValue={values.languages}
            error={fieldErrors.languages}
            hint="Separated by commas, e.g. English, Spanish."
          />
          <div className="sm:w-56">
            <SubmitButton>Save host profile</SubmitButton>
          </div>
        </Form>
      </Panel>
    </>
  );
}
