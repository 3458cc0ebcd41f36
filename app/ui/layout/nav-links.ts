import { SEARCH_PATH } from "~/site";

export const mainNav = [
  { to: SEARCH_PATH, label: "Stays" },
  { to: "/blog", label: "Blog" },
  { to: "/about-us", label: "About" },
  { to: "/contact-us", label: "Contact" },
];
