import { redirect } from "react-router";
import { editorSummary, requireOwnListing } from "~/modules/hosting/listing-editor/editor.server";
import { stepPath } from "~/modules/hosting/listing-editor/listing-steps";
import type { Route } from "./+types/listing-start";

/** A listing's editor opens where work remains: the first step still to do, or the review. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { row } = await requireOwnListing(context, params.id);
  const { missing, id } = editorSummary(row);
  return redirect(stepPath(id, missing[0]?.step ?? "review"));
}
