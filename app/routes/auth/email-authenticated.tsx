import { data, Form, Link, redirect } from "react-router";
import { emailOnlySchema } from "~/modules/accounts/accounts.schema";
import { callAuth } from "~/modules/accounts/accounts.server";
import { AuthCard } from "~/modules/accounts/components/auth-ui";
import { Field, Notice, SubmitButton, linkClass } from "~/ui/form";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { pendingEmailHeader } from "~/modules/accounts/pending.server";
import { VERIFIED_CALLBACK } from "~/modules/accounts/client-session";
import { pageMeta } from "~/site";
import type { Route } from "./+types/email-authenticated";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";
import { redirectedFromOf, withRedirectedFrom } from "~/shared/redirects";

export const meta = () => pageMeta("Email verified", "Your email address is verified.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const error = url.searchParams.get("error");
  const user = await getSessionUser(platformOf(context), request);
  return {
    status: error
      ? /expired/i.test(error)
        ? "expired"
        : "invalid"
      : url.searchParams.get("verified") === "1" || user?.emailVerified
        ? "verified"
        : "waiting",
    signedIn: Boolean(user),
    next: redirectedFromOf(request),
  } as const;
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const form = parseFields(emailOnlySchema, await readForm(request));
  if (!form.ok) return data({ fieldErrors: form.fieldErrors, formError: null }, { status: 400 });
  const result = await callAuth(platform, request, "/send-verification-email", {
    body: {
      email: form.data.email,
      callbackURL: withRedirectedFrom(VERIFIED_CALLBACK, redirectedFromOf(request)),
    },
  });
  if (!result.ok && result.status === 429)
    return data({ fieldErrors: {}, formError: result.error!.message }, { status: 429 });
  return redirect(withRedirectedFrom("/email-sent", redirectedFromOf(request)), {
    headers: { "Set-Cookie": await pendingEmailHeader(platform, form.data.email) },
  });
}

export default function EmailAuthenticated({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.status === "verified") {
    return (
      <AuthCard
        icon="badge-check"
        eyebrow="All set"
        title="Your email is confirmed"
        lead={
          loaderData.next?.startsWith("/host")
            ? "Thanks: your account is ready. Sign in and your new listing opens right away."
            : loaderData.next?.startsWith("/hotels/booking")
              ? "Thanks: your account is ready. Sign in and your booking opens again, as you left it."
              : "Thanks: your account is ready. Sign in to book a stay where your pets are welcome."
        }
      >
        <Link
          to={
            loaderData.signedIn ? (loaderData.next ?? "/") : withRedirectedFrom("/sign-in", loaderData.next)
          }
          className="inline-flex h-11 w-full items-center justify-center rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong"
        >
          {loaderData.signedIn
            ? loaderData.next?.startsWith("/hotels/booking")
              ? "Continue your booking"
              : loaderData.next
                ? "Continue"
                : "Find a stay"
            : "Sign in"}
        </Link>
      </AuthCard>
    );
  }
  const waiting = loaderData.status === "waiting";
  return (
    <AuthCard
      icon={waiting ? "mail-check" : "mail-exclamation-point"}
      eyebrow={waiting ? "Email verification" : "Link not valid"}
      title={
        waiting
          ? "Confirm your email address"
          : loaderData.status === "expired"
            ? "This link has expired"
            : "This link doesn't work"
      }
      lead={
        waiting
          ? "Open the link in the email we sent you to confirm your address. Lost it? Enter your email and we'll send a new one."
          : "Confirmation links work once, for 24 hours. Enter your email and we'll send a fresh one."
      }
      footer={
        <>
          Already confirmed?{" "}
          <Link to={withRedirectedFrom("/sign-in", loaderData.next)} className={linkClass}>
            Sign in
          </Link>
        </>
      }
    >
      {actionData?.formError && <Notice>{actionData.formError}</Notice>}
      <Form method="post" noValidate className="grid gap-5">
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={(actionData?.fieldErrors as Record<string, string> | undefined)?.email}
        />
        <SubmitButton>Send a new link</SubmitButton>
      </Form>
    </AuthCard>
  );
}
