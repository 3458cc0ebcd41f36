import { notFound, OPERATOR_HEADERS, requireRecentConfirmation } from "~/modules/operator/guard.server";
import { exportUserData } from "~/modules/operator/users.server";
import { platformOf } from "~/platform/context";
import { readForm } from "~/shared/http.server";
import type { Route } from "./+types/user-export";

/** A user's data as a JSON download (POST: it is an audited account action). */
export async function action({ request, params, context }: Route.ActionArgs) {
  await readForm(request);
  const operator = await requireRecentConfirmation(context, request);
  const document = await exportUserData(
    platformOf(context).database.db,
    { id: operator.id, email: operator.email },
    params.id,
  );
  if (!document) notFound();
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      ...OPERATOR_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="user-${params.id.replace(/[^A-Za-z0-9_-]/g, "")}.json"`,
    },
  });
}

export function loader() {
  notFound();
}
