import { data, Form, Link } from "react-router";
import { changeEmailSchema } from "~/modules/accounts/accounts.schema";
import { requestEmailChange } from "~/modules/accounts/security.server";
import { AuthCard, PasswordField } from "~/modules/accounts/components/auth-ui";
import { Field, Notice, SubmitButton, linkClass } from "~/ui/form";
import { signedInUser } from "~/modules/accounts/guards.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/change-email";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";

export const meta = () => pageMeta("Change email", "Change your email address.");

export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  return { email: user.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const form = parseFields(changeEmailSchema, await readForm(request));
  if (!form.ok)
    return data(
      { fieldErrors: form.fieldErrors, values: form.values, sentTo: null, formError: null },
      { status: 400 },
    );
  const outcome = await requestEmailChange(platform, request, user, form.data.newEmail, form.data.password);
  if (!outcome.ok)
    return data(
      { fieldErrors: outcome.fieldErrors, values: form.values, sentTo: null, formError: outcome.formError },
      { status: outcome.status },
    );
  return { fieldErrors: {}, values: {}, sentTo: form.data.newEmail, formError: null };
}

export default function ChangeEmail({ loaderData, actionData }: Route.ComponentProps) {
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  return (
    <AuthCard
      icon="at-sign"
      eyebrow="Account security"
      title="Change your email address"
      lead={
        <>
          Your account uses <strong className="break-all text-ink">{loaderData.email}</strong>. We'll send a
          confirmation link to the new address, and a notice to this one. Nothing changes until the link is
          opened.
        </>
      }
      footer={
        <Link to="/user/settings" className={linkClass}>
          Back to settings
        </Link>
      }
    >
      {actionData?.sentTo && (
        <Notice tone="success">
          Check <strong className="break-all">{actionData.sentTo}</strong>: open the link we sent to confirm
          the change. It works for 24 hours.
        </Notice>
      )}
      {actionData?.formError && <Notice>{actionData.formError}</Notice>}
      <Form method="post" noValidate className="grid gap-5">
        <Field
          label="New email address"
          name="newEmail"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.newEmail}
          error={fieldErrors.newEmail}
        />
        <PasswordField
          label="Current password"
          name="password"
          autoComplete="current-password"
          hint="To make sure it's really you."
          error={fieldErrors.password}
        />
        <SubmitButton>Send the confirmation link</SubmitButton>
      </Form>
    </AuthCard>
  );
}
