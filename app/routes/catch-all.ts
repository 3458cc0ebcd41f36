import { redirectToNotFound } from "~/shared/redirects";
import type { Route } from "./+types/catch-all";

/** Any unknown path redirects to /not-found (spec §2), in the language its prefix names. */
export function loader({ request }: Route.LoaderArgs) {
  return redirectToNotFound(request);
}
