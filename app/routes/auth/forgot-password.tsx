import { data, Form, Link } from "react-router";
import { emailOnlySchema } from "~/modules/accounts/accounts.schema";
import { callAuth } from "~/modules/accounts/accounts.server";
import { AuthCard } from "~/modules/accounts/components/auth-ui";
import { Field, Notice, SubmitButton, linkClass } from "~/ui/form";
import { pageMeta } from "~/site";
import type { Route } from "./+types/forgot-password";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";

export const meta = () => pageMeta("Forgot password", "Reset your password.");

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const form = parseFields(emailOnlySchema, await readForm(request));
  if (!form.ok)
    return data(
      { fieldErrors: form.fieldErrors, values: form.values, sentTo: null, formError: null },
      { status: 400 },
    );
  const result = await callAuth(platform, request, "/request-password-reset", {
    body: { email: form.data.email, redirectTo: "/update-password" },
  });
  if (!result.ok && result.status === 429)
    return data(
      { fieldErrors: {}, values: form.values, sentTo: null, formError: result.error!.message },
      { status: 429 },
    );
  // The same answer whether or not an account uses this address.
  return { fieldErrors: {}, values: form.values, sentTo: form.data.email, formError: null };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  return (
    <AuthCard
      icon="key-round"
      eyebrow="Account help"
      title="Forgot your password?"
      lead="Enter the email address of your account and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it?{" "}
          <Link to="/sign-in" className={linkClass}>
            Back to sign in
          </Link>
        </>
      }
    >
      {actionData?.sentTo ? (
        <Notice tone="success">
          If an account uses <strong className="break-all">{actionData.sentTo}</strong>, a reset link is on
          its way. It works for one hour. Nothing arriving? Check your spam folder, or try the address you
          signed up with.
        </Notice>
      ) : null}
      {actionData?.formError && <Notice>{actionData.formError}</Notice>}
      <Form method="post" noValidate className="grid gap-5">
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.values?.email}
          error={fieldErrors.email}
        />
        <SubmitButton>{actionData?.sentTo ? "Send the link again" : "Send me a reset link"}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
