import { Outlet } from "react-router";

/**
 * The language prefix (/es, /fr, /ar) over the public pages (decision 3800): it only passes through;
 * the root loader reads the prefix from the address and answers in that language.
 */
export default function Localized() {
  return <Outlet />;
}
