import { Icon } from "~/ui/icon";
import { data, Form, Link } from "react-router";
import { forgetClientSession } from "~/modules/accounts/client-session";
import { PasswordField } from "~/modules/accounts/components/auth-ui";
import { deleteOwnAccount } from "~/modules/account-closure/deletion.server";
import { DELETE_CONFIRMATION_WORD, deleteAccountSchema } from "~/modules/account-closure/deletion.schema";
import { signedInUser } from "~/modules/accounts/guards.server";
import { redirectWithToast } from "~/platform/flash.server";
import { Field, Notice, SubmitButton, linkClass } from "~/ui/form";
import { Panel, UserPageHeading } from "~/ui/page";
import { pageMeta } from "~/site";
import type { Route } from "./+types/delete-profile";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";

export const meta = () => pageMeta("Delete your account", "Delete your account and what it holds.");

export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  return { email: user.email, twoFactorEnabled: user.twoFactorEnabled };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const form = parseFields(deleteAccountSchema, await readForm(request));
  if (!form.ok)
    return data({ fieldErrors: form.fieldErrors, values: form.values, formError: null }, { status: 400 });
  const outcome = await deleteOwnAccount(platform, request, user, form.data);
  if (!outcome.ok)
    return data(
      { fieldErrors: outcome.fieldErrors, values: form.values, formError: outcome.formError },
      { status: outcome.status },
    );
  return redirectWithToast(
    platform,
    "/",
    { type: "success", message: "Your account is deleted. Thank you for travelling with us." },
    { headers: outcome.value.headers },
  );
}

const deleted = [
  "Your account and sign-in details, on every device",
  "Your profile and profile picture",
  "Your wishlist, notifications and settings",
  "Upcoming stays and requests: cancelled under each stay's cancellation policy, their dates freed",
];
const kept = [
  "Records of past stays, which owners must keep for their accounts and taxes",
  "Reviews you wrote, shown as written by a former guest",
];

export default function DeleteProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  return (
    <>
      <UserPageHeading
        title="Delete your account"
        lead={
          <>
            This deletes the account of <strong className="break-all text-ink">{loaderData.email}</strong> for
            good. It cannot be undone.
          </>
        }
      />
      <div className="grid gap-6">
        <Panel id="what" title="What happens">
          <div className="grid gap-6 sm:grid-cols-2">
            <Outcome title="Deleted" items={deleted} kept={false} />
            <Outcome title="Kept" items={kept} kept />
          </div>
        </Panel>

        <Panel id="confirm" title="Confirm it's you" tone="danger">
          {actionData?.formError && <Notice>{actionData.formError}</Notice>}
          <Form
            method="post"
            noValidate
            className="grid max-w-md gap-5"
            onSubmit={() => {
              // The account may be gone after this: the browser forgets its copy first.
              forgetClientSession();
            }}
          >
            <PasswordField
              label="Your password"
              name="password"
              autoComplete="current-password"
              error={fieldErrors.password}
            />
            {loaderData.twoFactorEnabled && (
              <Field
                label="Two-factor code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                hint="The six-digit code from your authenticator app, or one of your backup codes."
                defaultValue={values.code}
                error={fieldErrors.code}
              />
            )}
            <Field
              label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
              name="confirmation"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              defaultValue={values.confirmation}
              error={fieldErrors.confirmation}
            />
            <div className="flex flex-wrap items-center gap-4">
              <div className="sm:w-64">
                <SubmitButton variant="danger">Delete my account</SubmitButton>
              </div>
              <Link to="/user/settings" className={linkClass}>
                Keep my account
              </Link>
            </div>
          </Form>
        </Panel>
      </div>
    </>
  );
}

function Outcome({ title, items, kept }: { title: string; items: string[]; kept: boolean }) {
  const icon = kept ? "circle-check" : "circle-x";
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <ul className="mt-2 grid gap-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-sm text-muted">
            <Icon name={icon} className={`mt-0.5 size-4 shrink-0 ${kept ? "text-primary" : "text-danger"}`} />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
