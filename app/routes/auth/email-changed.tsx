import { Link } from "react-router";
import { AuthCard } from "~/modules/accounts/components/auth-ui";
import { linkClass } from "~/ui/form";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/email-changed";
import { platformOf } from "~/platform/context";

export const meta = () => pageMeta("Email changed", "Your email address has changed.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const error = new URL(request.url).searchParams.get("error");
  const user = await getSessionUser(platformOf(context), request);
  return { ok: !error, email: user?.email ?? null, signedIn: Boolean(user) };
}

export default function EmailChanged({ loaderData }: Route.ComponentProps) {
  if (!loaderData.ok) {
    return (
      <AuthCard
        icon="mail-exclamation-point"
        eyebrow="Link not valid"
        title="We couldn't change your email"
        lead="This confirmation link has expired or was already used. Your account keeps its current address."
        footer={
          <>
            Didn't ask for a change? Your account is unchanged;{" "}
            <Link to="/forgot-password" className={linkClass}>
              reset your password
            </Link>{" "}
            if you think someone else has it.
          </>
        }
      >
        <Link
          to={loaderData.signedIn ? "/change-email" : "/sign-in"}
          className="inline-flex h-11 w-full items-center justify-center rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong"
        >
          {loaderData.signedIn ? "Ask for a new link" : "Sign in"}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon="mail-check"
      eyebrow="Done"
      title="Your email address is changed"
      lead={
        loaderData.email ? (
          <>
            We'll write to <strong className="break-all text-ink">{loaderData.email}</strong> from now on. Use
            it to sign in next time.
          </>
        ) : (
          "Use your new address to sign in from now on."
        )
      }
      footer={
        <>
          Didn't ask for this?{" "}
          <Link to="/forgot-password" className={linkClass}>
            Reset your password
          </Link>{" "}
          and contact us.
        </>
      }
    >
      <Link
        to={loaderData.signedIn ? "/user/settings" : "/sign-in"}
        className="inline-flex h-11 w-full items-center justify-center rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong"
      >
        {loaderData.signedIn ? "Back to your settings" : "Sign in"}
      </Link>
    </AuthCard>
  );
}
