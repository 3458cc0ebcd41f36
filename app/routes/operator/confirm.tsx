import { data, Form, Link, redirect } from "react-router";
import { callAuth, consumeRateLimit } from "~/modules/accounts/accounts.server";
import { OPERATOR_HEADERS, operatorOf, recordConfirmation } from "~/modules/operator/guard.server";
import { confirmationState, consoleNext } from "~/modules/operator/guard";
import { platformOf } from "~/platform/context";
import { log } from "~/platform/log.server";
import { readForm } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { Field, Notice, SubmitButton, linkClass } from "~/ui/form";
import { UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/confirm";

export const meta = () => [
  ...pageMeta("Confirm it's you", "Operator console."),
  { name: "robots", content: "noindex, nofollow" },
];
export const headers = () => OPERATOR_HEADERS;

export function loader({ request, context }: Route.LoaderArgs) {
  const operator = operatorOf(context);
  const url = new URL(request.url);
  const state = confirmationState(operator, new Date());
  return {
    twoFactor: operator.twoFactorEnabled,
    next: consoleNext(url.searchParams.get("next")),
    // Asked again for an account action, though the console is open.
    again: state === "console" && url.searchParams.get("recent") === "1",
  };
}

const CODE = /^\d{6}$/;

/** A code from the operator's authenticator app, checked by Better Auth, opens the console for this session. */
export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const operator = operatorOf(context);
  const form = await readForm(request);
  const next = consoleNext(form.get("next"));
  if (!operator.twoFactorEnabled)
    return data({ error: "Turn on two-factor first." }, { status: 400, headers: OPERATOR_HEADERS });
  const code = String(form.get("code") ?? "").replace(/\s+/g, "");
  if (!CODE.test(code))
    return data(
      { error: "Type the six digits your authenticator app shows." },
      { status: 400, headers: OPERATOR_HEADERS },
    );
  if (!(await consumeRateLimit(platform.database.db, `operator-confirm:${operator.id}`, 300, 10)))
    return data(
      { error: "Too many attempts. Please wait a few minutes and try again." },
      { status: 429, headers: OPERATOR_HEADERS },
    );
  const checked = await callAuth(platform, request, "/two-factor/verify-totp", { body: { code } });
  if (!checked.ok) {
    log.warn("operator.confirm_failed", { userId: operator.id, status: checked.status });
    return data(
      {
        error:
          checked.status === 429 ? checked.error!.message : "That code is not right. Try the newest one.",
      },
      { status: checked.status === 429 ? 429 : 400, headers: OPERATOR_HEADERS },
    );
  }
  await recordConfirmation(platform.database.db, operator);
  log.info("operator.confirmed", { userId: operator.id });
  return redirect(next, { headers: OPERATOR_HEADERS });
}

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const { twoFactor, next, again } = loaderData;
  if (!twoFactor)
    return (
      <div className="max-w-xl">
        <UserPageHeading
          title="Turn on two-factor first"
          lead="The operator console opens only to an account that signs in with a code from an authenticator app."
        />
        <Notice tone="info">
          Set up two-factor on your account, then come back here and type a code to open the console.
        </Notice>
        <Link
          to="/two-factor-setup"
          className="mt-5 inline-flex rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-on-primary"
        >
          Set up two-factor
        </Link>
      </div>
    );
  return (
    <div className="max-w-md">
      <UserPageHeading
        title="Confirm it's you"
        lead={
          again
            ? "Suspending, deleting or exporting an account needs a code typed in the last ten minutes."
            : "Type the six-digit code your authenticator app shows to open the operator console."
        }
      />
      <Form method="post" noValidate className="mt-4 grid gap-5">
        <input type="hidden" name="next" value={next} />
        <Field
          label="Six-digit code"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9 ]*"
          maxLength={7}
          required
          autoFocus
          className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-widest"
          error={actionData?.error}
        />
        <SubmitButton>Confirm</SubmitButton>
      </Form>
      <p className="mt-4 text-sm text-muted">
        Lost your app? Sign out and sign in with a backup code, then set up two-factor again.{" "}
        <Link to="/user/settings" className={linkClass}>
          Your settings
        </Link>
      </p>
    </div>
  );
}
