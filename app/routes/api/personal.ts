import { data } from "react-router";
import { personalParts } from "~/frame/personal.server";
import { platformOf } from "~/platform/context";
import type { Route } from "./+types/personal";

/**
 * GET /api/personal: what is one visitor's own on a page drawn the same for everyone (decision
 * 4010): the header's account and unread counts, the hearts, the saved pets. One small request,
 * after the page; never kept by anyone on the way.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await personalParts(platformOf(context), request), {
    headers: { "Cache-Control": "private, no-store", Vary: "Cookie" },
  });
}
