import { data, Form } from "react-router";
import { cleanReason } from "~/modules/operator/audit";
import { OPERATOR_HEADERS, operatorOf } from "~/modules/operator/guard.server";
import { setListingReview } from "~/modules/operator/listings.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { readSettings } from "~/platform/site-settings.server";
import { readForm } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { SubmitButton, TextAreaField } from "~/ui/form";
import { Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/settings";

export const meta = () => [
  ...pageMeta("Settings", "Operator console."),
  { name: "robots", content: "noindex, nofollow" },
];
export const headers = () => OPERATOR_HEADERS;

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await readSettings(platformOf(context).database.db) };
}

/** Review before publishing, on or off (audited; the commission and the contact address join here later). */
export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const operator = operatorOf(context);
  const form = await readForm(request);
  const review = form.get("listingReview");
  if (review !== "on" && review !== "off")
    return data({ error: "Choose on or off." }, { status: 400, headers: OPERATOR_HEADERS });
  const changed = await setListingReview(
    platform.database.db,
    { id: operator.id, email: operator.email },
    review === "on",
    cleanReason(form.get("reason")),
  );
  return redirectWithToast(
    platform,
    "/operator/settings",
    {
      type: "success",
      message: !changed
        ? "Nothing changed."
        : review === "on"
          ? "Listings now wait for review before they are published."
          : "Listings are published as soon as their owners publish them.",
    },
    { headers: OPERATOR_HEADERS },
  );
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  return (
    <div className="grid gap-6">
      <UserPageHeading title="Settings" lead="How the site runs. Every change goes into the audit log." />
      <Panel
        id="listing-review"
        title="Review listings before publishing"
        description={
          settings.listingReview
            ? "On: a listing its owner publishes waits in Listings until an operator approves it."
            : "Off: a listing goes live as soon as its owner publishes it."
        }
      >
        <Form method="post" className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="text-sm font-semibold text-ink">Review before publishing</legend>
            <label className="flex items-center gap-2 text-ink">
              <input type="radio" name="listingReview" value="on" defaultChecked={settings.listingReview} />{" "}
              On
            </label>
            <label className="flex items-center gap-2 text-ink">
              <input type="radio" name="listingReview" value="off" defaultChecked={!settings.listingReview} />{" "}
              Off
            </label>
          </fieldset>
          {actionData?.error && <p className="text-sm text-danger">{actionData.error}</p>}
          <TextAreaField label="Why (optional)" name="reason" rows={2} maxLength={2000} />
          <div className="sm:w-48">
            <SubmitButton>Save</SubmitButton>
          </div>
        </Form>
      </Panel>
    </div>
  );
}
