import { data, Form, Link, redirect } from "react-router";
import { signUpSchema } from "~/modules/accounts/accounts.schema";
import { callAuth } from "~/modules/accounts/accounts.server";
import { AuthCard, PasswordField } from "~/modules/accounts/components/auth-ui";
import { Checkbox, Field, Notice, SubmitButton, linkClass } from "~/ui/form";
import { pendingEmailHeader } from "~/modules/accounts/pending.server";
import { fullName } from "~/modules/profiles/profiles";
import { VERIFIED_CALLBACK } from "~/modules/accounts/client-session";
import { pageMeta } from "~/site";
import type { Route } from "./+types/sign-up";
import { useInstantValidation } from "~/ui/instant-validation";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";
import { redirectedFromOf, withRedirectedFrom } from "~/shared/redirects";

export const meta = () => pageMeta("Sign up", "Create an account to book pet-friendly stays.");

export function loader({ request }: Route.LoaderArgs) {
  return { redirectedFrom: redirectedFromOf(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const form = parseFields(signUpSchema, await readForm(request));
  if (!form.ok)
    return data({ fieldErrors: form.fieldErrors, values: form.values, formError: null }, { status: 400 });
  const { firstName, lastName, email, password, redirectedFrom } = form.data;
  const result = await callAuth(platform, request, "/sign-up/email", {
    body: {
      name: fullName(firstName, lastName),
      firstName,
      lastName,
      email,
      password,
      // The verification link brings the new user back to where they were going.
      callbackURL: withRedirectedFrom(VERIFIED_CALLBACK, redirectedFrom),
    },
  });
  if (!result.ok) {
    const passwordError =
      result.error?.code === "WEAK_PASSWORD" || result.error?.code?.startsWith("PASSWORD_");
    return data(
      {
        fieldErrors: (passwordError ? { password: result.error!.message } : {}) as Record<string, string>,
        values: form.values,
        formError: passwordError ? null : result.error!.message,
      },
      { status: result.status === 429 ? 429 : 400 },
    );
  }
  // The same answer whether or not the address already had an account (no account discovery).
  // The page that can resend the link keeps the destination too.
  return redirect(withRedirectedFrom("/email-sent", redirectedFrom), {
    headers: { "Set-Cookie": await pendingEmailHeader(platform, email) },
  });
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const values: Record<string, string> = actionData?.values ?? {};
  const hosting = loaderData.redirectedFrom?.startsWith("/host") ?? false;
  const { fieldErrors, onPointerDown, onBlur, onInput } = useInstantValidation(
    signUpSchema,
    actionData?.fieldErrors,
  );
  return (
    <AuthCard
      icon="user-plus"
      eyebrow="Join"
      title="Create your account"
      lead={
        hosting
          ? "One account to list your home and to travel: create it, confirm your email, and your listing starts right away."
          : "Book stays where your pets are truly welcome, save a wishlist and keep your trips in one place."
      }
      footer={
        <>
          Already have an account?{" "}
          <Link to={withRedirectedFrom("/sign-in", loaderData.redirectedFrom)} className={linkClass}>
            Sign in
          </Link>
        </>
      }
    >
      {actionData?.formError && <Notice>{actionData.formError}</Notice>}
      <Form
        method="post"
        noValidate
        className="grid gap-5"
        onPointerDown={onPointerDown}
        onBlur={onBlur}
        onInput={onInput}
      >
        <input type="hidden" name="redirectedFrom" value={loaderData.redirectedFrom ?? ""} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="First name"
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={80}
            defaultValue={values.firstName}
            error={fieldErrors.firstName}
          />
          <Field
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={80}
            defaultValue={values.lastName}
            error={fieldErrors.lastName}
          />
        </div>
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
          error={fieldErrors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          meter
          error={fieldErrors.password}
        />
        <Checkbox
          name="acceptTerms"
          defaultChecked={values.acceptTerms === "on"}
          error={fieldErrors.acceptTerms}
          label={
            <>
              I accept the{" "}
              <Link to="/terms" className={linkClass} target="_blank">
                terms of service
              </Link>{" "}
              and the{" "}
              <Link to="/privacy-policy" className={linkClass} target="_blank">
                privacy policy
              </Link>
              .
            </>
          }
        />
        <SubmitButton>Create account</SubmitButton>
      </Form>
    </AuthCard>
  );
}
