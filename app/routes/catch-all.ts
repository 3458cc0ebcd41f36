import { redirect } from "react-router";

/** Any unknown path redirects to /not-found (spec §2). */
export function loader() {
  return redirect("/not-found");
}
