import { data, Form, Link, redirect } from "react-router";
import { twoFactorSchema } from "~/modules/accounts/accounts.schema";
import { callAuth } from "~/modules/accounts/accounts.server";
import { AuthCard } from "~/modules/accounts/components/auth-ui";
import { Checkbox, Field, Notice, SubmitButton, linkClass } from "~/ui/form";
import { safeRedirectPath } from "~/shared/redirects";
import { pageMeta } from "~/site";
import type { Route } from "./+types/two-factor";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";

export const meta = () => pageMeta("Two-factor sign-in", "Enter your authentication code.");

const hasChallenge = (request: Request) =>
  /(?:^|;\s*)(?:__Secure-)?pfr\.two_factor=/.test(request.headers.get("cookie") ?? "");

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const from = url.searchParams.get("redirectedFrom");
  return {
    redirectedFrom: from ? safeRedirectPath(from) : null,
    backup: url.searchParams.get("method") === "backup",
    challenge: hasChallenge(request),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const formData = await readForm(request);
  const next = safeRedirectPath(formData.get("redirectedFrom"));
  const form = parseFields(twoFactorSchema, formData);
  if (!form.ok) return data({ fieldErrors: form.fieldErrors, formError: null }, { status: 400 });
  const { method, code, trustDevice } = form.data;
  const result = await callAuth(
    platform,
    request,
    method === "backup" ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp",
    { body: { code, trustDevice } },
  );
  if (!result.ok) {
    const expired = result.error?.code === "INVALID_TWO_FACTOR_COOKIE";
    return data(
      {
        fieldErrors: (expired ? {} : { code: result.error!.message }) as Record<string, string>,
        formError: expired
          ? "Your sign-in took too long. Please sign in again."
          : result.status === 429
            ? result.error!.message
            : null,
      },
      { status: result.status === 429 ? 429 : 400, headers: result.headers },
    );
  }
  return redirect(next, { headers: result.headers });
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { backup, redirectedFrom, challenge } = loaderData;
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const other = new URLSearchParams({
    ...(redirectedFrom ? { redirectedFrom } : {}),
    ...(backup ? {} : { method: "backup" }),
  });
  return (
    <AuthCard
      icon="shield-check"
      eyebrow="Two-step sign-in"
      title="Enter your code"
      lead={
        backup
          ? "Type one of the backup codes you saved when you set up two-factor. Each code works once."
          : "Open your authenticator app and type the six-digit code it shows for Pet Friendly Rentals by Owner."
      }
      footer={
        <div className="grid gap-2">
          <Link to={`/two-factor?${other}`} className={linkClass}>
            {backup ? "Use a code from your app instead" : "Use a backup code instead"}
          </Link>
          <Link to="/sign-in" className={linkClass}>
            Back to sign in
          </Link>
        </div>
      }
    >
      {!challenge && !actionData && (
        <Notice tone="info">Sign in with your email and password first; we'll ask for your code next.</Notice>
      )}
      {actionData?.formError && <Notice>{actionData.formError}</Notice>}
      <Form method="post" noValidate className="grid gap-5">
        <input type="hidden" name="redirectedFrom" value={redirectedFrom ?? ""} />
        <input type="hidden" name="method" value={backup ? "backup" : "totp"} />
        <Field
          label={backup ? "Backup code" : "Six-digit code"}
          name="code"
          autoComplete="one-time-code"
          inputMode={backup ? "text" : "numeric"}
          pattern={backup ? undefined : "[0-9 ]*"}
          maxLength={backup ? 40 : 7}
          required
          autoFocus
          className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-widest"
          error={fieldErrors.code}
        />
        <Checkbox
          name="trustDevice"
          label={
            <>
              Trust this device for 30 days <span className="text-muted">(don't ask for a code here)</span>
            </>
          }
        />
        <SubmitButton>Verify and sign in</SubmitButton>
      </Form>
    </AuthCard>
  );
}
