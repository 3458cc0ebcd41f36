import { redirect } from "react-router";

/** A blog article at /:category/:slug. No article is published yet: unknown ones go to /not-found. */
export function loader() {
  return redirect("/not-found");
}

export default function BlogArticle() {
  return null;
}
