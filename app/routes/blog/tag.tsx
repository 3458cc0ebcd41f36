import { redirect } from "react-router";

/** Articles with a tag. No article is published yet, so every tag is unknown: → /not-found. */
export function loader() {
  return redirect("/not-found");
}

export default function BlogTag() {
  return null;
}
