import { data, Link } from "react-router";
import type { TwoFactorStep } from "~/modules/accounts/accounts";
import { AuthCard } from "~/modules/accounts/components/auth-ui";
import {
  BackupCodes,
  ManageTwoFactor,
  ScanCode,
  StartTwoFactor,
} from "~/modules/accounts/components/two-factor-setup";
import { signedInUser } from "~/modules/accounts/guards.server";
import { twoFactorStep } from "~/modules/accounts/two-factor.server";
import { redirectWithToast } from "~/platform/flash.server";
import { linkClass } from "~/ui/form";
import { pageMeta } from "~/site";
import type { Route } from "./+types/two-factor-setup";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";

export const meta = () => pageMeta("Set up two-factor", "Protect your account with an authenticator app.");

export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  return { enabled: user.twoFactorEnabled };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const answer = await twoFactorStep(platform, request, user, await readForm(request));
  if (answer.off)
    return redirectWithToast(
      platform,
      "/two-factor-setup",
      { type: "info", message: "Two-factor sign-in is off. You can switch it on again at any time." },
      { headers: answer.headers },
    );
  return data<TwoFactorStep>(answer.step, { status: answer.status, headers: answer.headers });
}

export default function TwoFactorSetup({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as TwoFactorStep | undefined;
  const errorFor = (intent: string) => (result?.step === "error" && result.intent === intent ? result : null);

  let body;
  if (result?.step === "codes") body = <BackupCodes codes={result.codes} fresh={result.fresh} />;
  else if (result?.step === "scan") body = <ScanCode scan={result} />;
  else if (loaderData.enabled)
    body = <ManageTwoFactor regen={errorFor("regenerate")} disable={errorFor("disable")} />;
  else body = <StartTwoFactor error={errorFor("start")} />;

  return (
    <AuthCard
      icon="shield-check"
      eyebrow="Account security"
      title={
        loaderData.enabled && result?.step !== "codes" ? "Two-factor sign-in" : "Set up two-factor sign-in"
      }
      lead={
        !loaderData.enabled && !result
          ? "Add a second step to sign-in: after your password, a code from an authenticator app on your phone. Someone who learns your password still can't get in."
          : undefined
      }
      footer={
        <Link to="/user/settings" className={linkClass}>
          Back to settings
        </Link>
      }
    >
      {body}
    </AuthCard>
  );
}
