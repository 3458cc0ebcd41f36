import { data, Form, Link } from "react-router";
import { updatePasswordSchema } from "~/modules/accounts/accounts.schema";
import { callAuth } from "~/modules/accounts/accounts.server";
import { AuthCard, PasswordField } from "~/modules/accounts/components/auth-ui";
import { Notice, SubmitButton, linkClass } from "~/ui/form";
import { redirectWithToast } from "~/platform/flash.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/update-password";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";

export const meta = () => pageMeta("Update password", "Choose a new password.");

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const error = url.searchParams.get("error");
  return { token: token && !error ? token.slice(0, 200) : null, invalid: Boolean(error) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const form = parseFields(updatePasswordSchema, await readForm(request));
  if (!form.ok) return data({ fieldErrors: form.fieldErrors, formError: null }, { status: 400 });
  const result = await callAuth(platform, request, "/reset-password", {
    body: { newPassword: form.data.password, token: form.data.token },
  });
  if (!result.ok) {
    const weak = result.error?.code === "WEAK_PASSWORD" || result.error?.code?.startsWith("PASSWORD_");
    return data(
      {
        fieldErrors: (weak ? { password: result.error!.message } : {}) as Record<string, string>,
        formError: weak ? null : result.error!.message,
      },
      { status: result.status === 429 ? 429 : 400 },
    );
  }
  return redirectWithToast(platform, "/sign-in", {
    type: "success",
    message:
      "Your password is changed and your other sessions are signed out. Sign in with your new password.",
  });
}

export default function UpdatePassword({ loaderData, actionData }: Route.ComponentProps) {
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const usable = loaderData.token && !loaderData.invalid;
  return (
    <AuthCard
      icon="lock-keyhole"
      eyebrow="Account help"
      title="Choose a new password"
      lead={
        usable
          ? "Pick something you don't use elsewhere. Once it's changed, every other session on your account is signed out."
          : undefined
      }
      footer={
        <Link to="/sign-in" className={linkClass}>
          Back to sign in
        </Link>
      }
    >
      {!usable ? (
        <>
          <Notice>
            {loaderData.invalid
              ? "This reset link has expired or was already used."
              : "Open this page from the link in your reset email."}
          </Notice>
          <Link
            to="/forgot-password"
            className="inline-flex h-11 w-full items-center justify-center rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong"
          >
            Send me a new link
          </Link>
        </>
      ) : (
        <>
          {actionData?.formError && (
            <Notice>
              {actionData.formError}{" "}
              <Link to="/forgot-password" className={linkClass}>
                Ask for a new link
              </Link>
            </Notice>
          )}
          <Form method="post" noValidate className="grid gap-5">
            <input type="hidden" name="token" value={loaderData.token ?? ""} />
            <PasswordField
              label="New password"
              name="password"
              autoComplete="new-password"
              meter
              error={fieldErrors.password}
            />
            <PasswordField
              label="New password, again"
              name="confirmPassword"
              autoComplete="new-password"
              error={fieldErrors.confirmPassword}
            />
            <SubmitButton>Change my password</SubmitButton>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
