import { redirect } from "react-router";
import { requireStaff } from "~/modules/accounts/guards.server";
import { platformOf } from "~/platform/context";
import type { Route } from "./+types/reports";

/**
 * The old staff page, replaced by the console's one reports queue (decision 3610): operators are sent
 * there (for old bookmarks and emails); anyone else is answered 404 as before.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(platformOf(context), request);
  throw redirect("/operator/reports", 301);
}
